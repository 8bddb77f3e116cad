"""Never an empty vertical marked done, never a page with readable text lost (issue 12, the brief's "an input
that yields nothing is an error").

A WARC that holds no web page (only warcinfo, request and metadata records, a PDF, a redirect, an error
page) is an error for that input, as every other stage treats an input that yields nothing: one ``-ERR``
line naming the WARC and why, no vertical, no completion marker, exit status 1; in a workspace the other
WARCs go on and big-brother sets the WARC aside after ``big_brother.max_failures`` attempts.  Before, vert
wrote an empty vertical and marked it done.

Then page shapes real crawls hold whose readable text gave no document: text only in React Server
Components flight data (``self.__next_f.push``) or written by ``document.write``, and the shapes listed
below, each run through a real ``vert`` (a WARC in, a vertical out)."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest
from big_brother_support import ENV, cli, db_rows, make_workspace, run_bb
from log_support import unstamped
from vert_support import CS_TEXT, EN_TEXT, docs_of, make_warc, page, read_vert, settings_data, tokens_of

from corpustools.vert.run import convert
from corpustools.workspace import is_done, marker_path


def _run(*args: str, cwd: Path):
    import subprocess

    return subprocess.run(cli(*args), capture_output=True, text=True, env=ENV, cwd=cwd, timeout=300)


def _errors(stderr: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    return [line for line in unstamped(stderr).splitlines() if line.startswith("-ERR ")]


NO_PAGE = [dict(html=b"%PDF-1.4 a report", content_type="application/pdf", url="https://www.example.cz/a.pdf"),
           dict(html=b"", status="301 Moved Permanently", url="https://www.example.cz/old"),
           dict(html=page(f"<p>{CS_TEXT}</p>"), status="404 Not Found", url="https://www.example.cz/gone"),
           dict(html=b"\x89PNG\r\n\x1a\n....", content_type="image/png", url="https://www.example.cz/a.png")]


def _aged(path: Path) -> Path:
    old = time.time() - 600  # a hand-dropped WARC is taken once it is a minute old
    os.utime(path, (old, old))
    return path


def test_a_warc_without_a_web_page_is_an_error_not_an_empty_vertical(tmp_path: Path) -> None:
    warc = make_warc(tmp_path / "pdfs.warc.gz", NO_PAGE)
    out = tmp_path / "out.vert.xz"

    run = _run("vert", "-i", str(warc), "-o", str(out), "-m", "1", cwd=tmp_path)

    assert run.returncode == 1, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1, run.stderr
    assert "NO DOCUMENTS: pdfs.warc.gz holds no web page" in errors[0] and "no output written" in errors[0], errors
    assert "not_html 2" in errors[0] and "status 2" in errors[0], errors  # what its records were
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pdfs.warc.gz"]  # no output, no marker, no temporary file

    only_info = make_warc(tmp_path / "info.warc.xz", [], compress="xz")  # a warcinfo record alone
    run = _run("vert", "-i", str(only_info), "-o", str(out), "-m", "1", cwd=tmp_path)
    assert run.returncode == 1 and "info.warc.xz holds no web page" in run.stderr, run.stderr
    assert not out.exists() and not marker_path(out).exists()


def test_among_several_inputs_the_one_without_a_web_page_is_named_and_counted(tmp_path: Path) -> None:
    empty = make_warc(tmp_path / "pdfs.warc.gz", NO_PAGE)
    good = make_warc(tmp_path / "news.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))])
    again = tmp_path / "again.warc.gz"  # the same page again: its document is a duplicate, not missing
    again.write_bytes(good.read_bytes())
    out = tmp_path / "all.vert"

    run = _run("vert", "-i", str(good), str(empty), str(again), "-o", str(out), "-m", "1", cwd=tmp_path)

    assert run.returncode == 1, run.stderr  # an input that yields nothing is an error
    assert read_vert(out).count("<doc ") == 1  # the other input's document is written
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "pdfs.warc.gz holds no web page" in errors[0], run.stderr
    summary = [line for line in unstamped(run.stderr).splitlines() if "vert: all.vert: 1 documents" in line]
    assert len(summary) == 1 and "1 input(s) without a document" in summary[0], run.stderr


def test_in_a_workspace_the_warc_gets_no_vertical_and_the_others_go_on(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    warcs = root / "warcs" / "news"
    warcs.mkdir(parents=True)
    _aged(make_warc(warcs / "20261120T100000Z.warc.gz", NO_PAGE))
    _aged(make_warc(warcs / "20261120T110000Z.warc.gz", [dict(html=page(f"<article><p>{CS_TEXT}</p></article>"))]))

    run = _run("vert", "-W", str(root), cwd=root)

    assert run.returncode == 1, run.stderr
    errors = _errors(run.stderr)
    assert len(errors) == 1 and "20261120T100000Z.warc.gz holds no web page" in errors[0], run.stderr
    verts = root / "verts" / "news"
    # no vertical for it, only the note that keeps a later run by hand from reading it again (session 22)
    assert sorted(p.name for p in verts.iterdir()) == ["20261120T100000Z.vert.xz.nothing", "20261120T110000Z.vert.xz",
                                                       "20261120T110000Z.vert.xz.done"]
    assert is_done(verts / "20261120T110000Z.vert.xz")


def test_big_brother_retries_such_a_warc_then_sets_it_aside(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws", big_brother__max_failures=2)
    warcs = root / "warcs" / "news"
    warcs.mkdir(parents=True)
    bad = _aged(make_warc(warcs / "20261120T100000Z.warc.gz", NO_PAGE))
    Path(str(bad) + ".done").write_text("{}")  # as download finishes a WARC
    good = make_warc(warcs / "20261120T110000Z.warc.gz", [dict(html=page(f"<article><p>{EN_TEXT}</p></article>"))])
    Path(str(good) + ".done").write_text("{}")

    first, second = run_bb(root), run_bb(root)

    assert "holds no web page" in first.stderr and "holds no web page" in second.stderr, first.stderr
    assert is_done(root / "verts" / "news" / "20261120T110000Z.vert.xz"), first.stderr
    assert not (root / "verts" / "news" / "20261120T100000Z.vert.xz").exists()
    assert not marker_path(root / "verts" / "news" / "20261120T100000Z.vert.xz").exists()
    moved = root / "state" / "quarantine" / "vert" / "news" / bad.name
    assert moved.exists() and not bad.exists(), second.stderr
    assert [r["input"] for r in db_rows(root, "SELECT input FROM quarantine")] == ["warcs/news/20261120T100000Z.warc.gz"]
    third = run_bb(root)
    assert "holds no web page" not in third.stderr, third.stderr


# -- pages whose readable text gave no document ---------------------------------------------------------

FLOOD = ("The river flooded the lower town on Tuesday night after three days of heavy rain, and the council "
         "opened the school gym for families who had to leave their homes. Volunteers brought blankets, food "
         "and dry clothes, and the mayor said the repairs to the old bridge would start soon.")
NAMES = ("flight", "flightshell", "written", "template", "utf16lie", "control", "remix", "router", "angular", "sveltekit",
         "utf32lie")
TOWNS = dict(zip(NAMES, ("Ashford", "Bexley", "Croydon", "Dover", "Ealing", "Fulham", "Gosport", "Hythe", "Ilford",
                         "Jarrow", "Kendal")))
TEXTS = {n: (FLOOD.replace("lower town", f"lower town of {t}"), EN_TEXT.replace("Monday", f"Monday in {t}"))
         for n, t in TOWNS.items()}
ZH = ("河水在星期二晚上淹没了下城区，市议会为不得不离开家园的家庭开放了学校体育馆。志愿者们带来了毯子、食物和干衣服，"
      "市长说旧桥的修复工作很快就会开始。政府在星期一批准了明年的国家预算草案。据财政部长说，赤字将达到大约九十亿欧元，比今年略少。")
# what the flight data holds that is not the page's text: a menu, a footer, a newsletter prompt of the site's
# translation table, the head's description, class names and addresses
NOT_TEXT = ("Sign up for our newsletter", "All rights reserved", "description of the page", "text-gray-800",
            "cdn.example.com", "More stories from the town council")


def _html(body: str, head: str = "") -> str:
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Flood</title>{head}</head>'
            f"<body>{body}</body></html>")


def _push(piece: str) -> str:
    return "<script>self.__next_f.push([1," + json.dumps(piece) + "])</script>"


def _flight_page(texts: tuple[str, str], body: str = "") -> str:
    """A Next.js App Router page rendered in the browser: its text only in the React Server Components payload,
    pushed in three pieces (a row cut between them), with a text row ("T") of the article's HTML."""
    first, second = texts
    head = ["$", "$L1", None, {"buildId": "b1", "initialTree": ["", {"children": ["__PAGE__", {}]}, "$undefined"],
                               "initialHead": [["$", "meta", "0", {"name": "description",
                                                                   "content": "The description of the page, as "
                                                                              "search engines show it to readers."}]]}]
    main = ["$", "main", None, {"className": "container mx-auto text-gray-800", "children": [
        ["$", "nav", None, {"children": [["$", "a", "h", {"href": "/", "children": "Home"}],
                                         ["$", "a", "n", {"href": "/news", "children": "More stories from the town "
                                                                                       "council, every day of the week."}]]}],
        ["$", "h1", None, {"children": "Flood"}],
        ["$", "p", None, {"children": [first[:40], ["$", "a", None, {"href": "/rain", "children": first[40:80]}],
                                       first[80:]]}],
        ["$", "$L3", None, {"imageUrl": "https://cdn.example.com/img/flood.jpg",
                            "messages": {"newsletter": "Sign up for our newsletter to get the best stories of "
                                                       "the week in your inbox."}}],
        ["$", "footer", None, {"children": "Copyright 2026 The Town News. All rights reserved by the publisher."}],
        ["$", "div", None, {"children": "$5"}]]}]
    article = f"<p>{second}</p>"
    payload = ('1:HL["/_next/static/css/app.css","style"]\n2:I[5613,[],""]\n0:' + json.dumps(head) + "\n4:"
               + json.dumps(main) + f"\n5:T{len(article.encode()):x}," + article + '6:["$","$L2",null,{}]\n')
    cut = len(payload) // 3
    return _html(body + "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" + _push(payload[:cut])
                 + _push(payload[cut:2 * cut]) + _push(payload[2 * cut:]),
                 '<script src="/_next/static/chunks/main.js" async=""></script>')


def _written_page(texts: tuple[str, str]) -> str:
    first, second = texts
    return _html('<script type="text/javascript">\ndocument.write("<h2>News<\\/h2>");\n'
                 f"document.write('<p>{first}</p>');\nvar end = \"<\\/p>\";\n"
                 f'document.writeln("<p>" + "{second}" + end);\n'
                 "document.write('<script src=\"https://ads.example.com/ad.js\"><\\/script>');\n</script>")


PAGES = {
    "flight": _flight_page(TEXTS["flight"]),
    # the same with create-react-app's <noscript> message: the message is not the page's text
    "flightshell": _flight_page(TEXTS["flightshell"], "<noscript>You need to enable JavaScript to run this app."
                                                      "</noscript><div id=\"root\"></div>"),
    "written": _written_page(TEXTS["written"]),
    # a client-side template the page's script renders
    "template": _html('<div id="app"></div><script type="text/x-handlebars-template" id="story"><article>'
                      f'<h1>{{{{title}}}}</h1><p>{TEXTS["template"][0]}</p><p>{TEXTS["template"][1]}</p></article></script>'),
    "control": _html(f'<article><p>{TEXTS["control"][0]}</p><p>{TEXTS["control"][1]}</p></article>'),
    # application state the last resort did not read: Remix's loader data by route id ("slug" in the key)
    # and a statement after it; React Router's JSON.parse("..."); Angular's &q;-escaped TransferState;
    # SvelteKit's fetched answer, JSON in a string; Chinese prose, without spaces between words
    "remix": _html('<div id="root"></div><script>window.__remixContext = ' + json.dumps(
        {"state": {"loaderData": {"routes/news.$slug": {"story": {"content": " ".join(TEXTS["remix"])}}}}})
        + ";__remixContext.p = function(v) { return v };</script>"),
    "router": _html('<div id="root"></div><script>window.__staticRouterHydrationData = JSON.parse(' + json.dumps(
        json.dumps({"loaderData": {"0": {"text": TEXTS["router"][0]}, "1": {"text": TEXTS["router"][1]}}})) + ");</script>"),
    "angular": _html('<app-root></app-root><script id="serverApp-state" type="application/json">'
                     + json.dumps({"story": {"body": " ".join(TEXTS["angular"])}}).replace('"', "&q;") + "</script>"),
    "sveltekit": _html('<div id="svelte"></div><script type="application/json" data-sveltekit-fetched data-url="/api/s">'
                       + json.dumps({"status": 200, "headers": {}, "body": json.dumps({"story": {"text": TEXTS["sveltekit"][0],
                                                                                                   "more": TEXTS["sveltekit"][1]}})})
                       + "</script>"),
    "chinese": _html('<div id="root"></div><script>window.__INITIAL_STATE__=' + json.dumps({"article": {"body": ZH}})
                     + ";</script>"),
}
RECORDS = [dict(html=html, url=f"https://www.example.com/news/{name}") for name, html in PAGES.items()] + [
    # served as UTF-16 or UTF-32 (no byte-order mark, no zero byte: single bytes): the header lies
    *(dict(html=f'<html><head><title>Flood</title></head><body><p>{TEXTS[name][0]}</p><p>{TEXTS[name][1]}</p></body>'
                "</html>", content_type=f"text/html; charset=utf-{name[3:5]}", url=f"https://www.example.com/news/{name}")
      for name in ("utf16lie", "utf32lie")),
    # data served as HTML: no page, counted (before, a document of JSON punctuation, and one of the feed)
    dict(html=json.dumps({"title": "Flood", "body": FLOOD}), url="https://www.example.com/api/story.json"),
    dict(html=f'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>News</title><item>'
              f"<title>Flood</title><description>{FLOOD}</description></item></channel></rss>",
         url="https://www.example.com/feed"),
]


@pytest.fixture(scope="module")
def shapes(tmp_path_factory) -> tuple[dict[str, str], dict]:
    """The vertical's documents by the last part of their address, and the run's counters."""
    folder = tmp_path_factory.mktemp("shapes")
    warc = make_warc(folder / "shapes.warc.gz", RECORDS)
    counters = convert(settings_data(), [warc], folder / "shapes.vert", workers=1, source="test")
    docs = {re.search(r'url="([^"]*)"', d).group(1).rsplit("/", 1)[1]: d for d in docs_of(read_vert(folder / "shapes.vert"))}
    assert counters["documents"] == len(docs)
    return docs, counters


def _words(doc: str) -> str:
    return " ".join(tokens_of(doc))


def _has(doc: str, text: str) -> bool:
    return " ".join(text.replace(",", " ,").replace(".", " .").split()) in _words(doc)


@pytest.mark.parametrize("name", ["flight", "flightshell"])
def test_a_next_js_app_router_page_gives_the_prose_of_its_flight_data(shapes, name) -> None:
    docs, _ = shapes
    assert name in docs, sorted(docs)
    first, second = TEXTS[name]
    assert _has(docs[name], first) and _has(docs[name], second), docs[name]  # the linked words too; the "T" row
    assert not any(junk in docs[name] for junk in NOT_TEXT), docs[name]
    assert "enable JavaScript" not in docs[name]


def test_text_a_script_writes_with_document_write_gives_a_document(shapes) -> None:
    docs, _ = shapes
    first, second = TEXTS["written"]
    assert "written" in docs and _has(docs["written"], first) and _has(docs["written"], second), sorted(docs)
    assert "ads.example.com" not in docs["written"]


def test_a_client_side_template_gives_a_document(shapes) -> None:
    docs, _ = shapes
    assert "template" in docs and _has(docs["template"], TEXTS["template"][1]), sorted(docs)
    assert "{{" not in docs["template"]


@pytest.mark.parametrize("name", ["utf16lie", "utf32lie"])
def test_a_page_of_single_bytes_declared_utf16_or_utf32_is_read_as_the_text_it_is(shapes, name) -> None:
    docs, _ = shapes
    assert name in docs and _has(docs[name], TEXTS[name][0]), docs.get(name, sorted(docs))


def test_json_and_a_feed_served_as_html_are_no_page_and_are_counted(shapes) -> None:
    docs, counters = shapes
    assert "story.json" not in docs and "feed" not in docs, sorted(docs)
    assert counters.get("skipped:not_html") == 2, counters
    assert "control" in docs


@pytest.mark.parametrize("name", ["remix", "router", "angular", "sveltekit"])
def test_application_state_of_more_frameworks_gives_a_document(shapes, name) -> None:
    docs, _ = shapes
    assert name in docs, sorted(docs)
    assert _has(docs[name], TEXTS[name][0]) and _has(docs[name], TEXTS[name][1]), docs[name]


def test_prose_without_spaces_between_words_in_application_state_gives_a_document(shapes) -> None:
    docs, _ = shapes
    assert "chinese" in docs and "淹" in docs["chinese"], sorted(docs)


def test_a_script_of_unclosed_document_write_calls_costs_no_time(tmp_path: Path) -> None:
    """The last resort read each call's arguments to the end of the script when none was closed: 3,000
    calls took 15 s, 30,000 passed the time cap twice (the plain pass asks the same) and the page failed."""
    shell = _html("<script>" + "document.write(banner " * 30_000 + "</script>")
    warc = make_warc(tmp_path / "in.warc.gz", [dict(html=shell, url="https://www.example.com/shell"),
                                               dict(html=PAGES["control"], url="https://www.example.com/control")])
    data = settings_data(doc_time_cap=5.0)
    counters = convert(data, [warc], tmp_path / "out.vert", workers=1, source="test")
    assert counters.get("skipped:no_text") == 1 and not any(k.startswith("failed:") for k in counters), counters
