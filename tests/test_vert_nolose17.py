"""A page with readable text yields a document (issue 12): pages whose text a browser shows, or a
JavaScript page carries, where the walk of the parsed page finds none, and the plain pass of a page whose
first try failed.  One WARC of all the pages is run through ``vert`` once (a real run, real workers), each
test looks at its own page; the counters the run returns are checked against the vertical it wrote."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from vert_support import EN_TEXT, docs_of, make_warc, read_vert, settings_data, tokens_of

from corpustools.cli import main
from corpustools.vert.choose import plain_page
from corpustools.vert.document import options_from_settings
from corpustools.vert.run import convert

FLOOD = ("The river flooded the lower town on Tuesday night after three days of heavy rain, and the council "
         "opened the school gym for families who had to leave their homes. Volunteers brought blankets, food "
         "and dry clothes, and the mayor said the repairs to the old bridge would start soon.")
NOTICE = ("The library will be closed on Monday for the public holiday. Books can be returned through the slot "
          "by the main door, and the reading room opens again on Tuesday at nine.")
CHAIR = "A solid oak chair with a woven seat, made by hand in our workshop."  # a product's one line


def _page(body: str, title: str = "Flood", head: str = "") -> str:
    return f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>{head}</head><body>{body}</body></html>'


NAMES = ("frameset", "srcdoc", "shadowroot", "dialog", "textarea", "untitled", "nextjs", "nuxt", "cardlink", "control",
         "xhtml", "selfclosed", "xhtml2", "noscriptshell")
# each page's own two paragraphs (vert writes a text once per output)
TEXTS = {name: (FLOOD.replace("lower town", f"lower town of {town}"), EN_TEXT.replace("Monday", f"Monday in {town}"))
         for name, town in zip(NAMES, ("Ashford", "Bexley", "Croydon", "Dover", "Ealing", "Fulham", "Gosport",
                                       "Hythe", "Ilford", "Jarrow", "Kendal", "Ludlow", "Malton", "Newark"))}
T = {name: (f"<p>{a}</p><p>{b}</p>") for name, (a, b) in TEXTS.items()}
NEXT_DATA = {"props": {"pageProps": {"story": {"slug": "flood-in-town", "imageUrl": "https://cdn.example.com/a.jpg",
                                               "blocks": [{"type": "paragraph", "text": TEXTS["nextjs"][0]},
                                                          {"type": "paragraph", "text": TEXTS["nextjs"][1]}]}}},
             "page": "/[slug]", "buildId": "b1"}
LD = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Closed on Monday", "articleBody": NOTICE}

PAGES = {
    "control": _page(f'<article>{T["control"]}</article>'),  # an ordinary page: the run has an output either way
    # a frameset page: its body is the frameset, the text for browsers without frames is raw text of <noframes>
    "frameset": ('<html><head><title>Flood</title></head><frameset cols="20%,80%"><frame src="menu.html">'
                 f'<frame src="main.html"><noframes><body>{T["frameset"]}</body></noframes></frameset></html>'),
    # the document of an <iframe srcdoc>: an attribute value, never parsed as part of the page
    "srcdoc": _page(f'<iframe srcdoc="{T["srcdoc"].replace("<", "&lt;").replace(">", "&gt;")}"></iframe>'),
    # a web component's declarative shadow root: its content lives in a template's document fragment
    "shadowroot": _page(f'<news-story><template shadowrootmode="open"><article>{T["shadowroot"]}</article></template>'
                        '</news-story>'),
    # a page whose whole text is in elements dropped as widgets: a dialog left open, a read-only text area
    "dialog": _page(f'<dialog open>{T["dialog"]}</dialog>'),
    "textarea": _page(f'<textarea readonly rows="30">{TEXTS["textarea"][0]}\n\n{TEXTS["textarea"][1]}</textarea>'),
    # an unclosed <title>: the rest of the page is the title's text
    "untitled": f'<html><head><title>Flood<body><div>{T["untitled"]}<div>',
    # a Next.js page rendered in the browser: an empty shell, the story only in __NEXT_DATA__
    "nextjs": _page(f'<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{json.dumps(NEXT_DATA)}'
                    '</script><script src="/_next/static/main.js"></script>'),
    # the same shell with the <noscript> message of create-react-app: the message is not the page's text
    "noscriptshell": _page('<noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>'
                           '<script id="__NEXT_DATA__" type="application/json">' + json.dumps(
                               {"props": {"pageProps": {"body": "<p>" + "</p><p>".join(TEXTS["noscriptshell"]) + "</p>"}}})
                           + "</script>"),
    # Nuxt 2 / a Redux store: the state assigned to a global
    "nuxt": _page('<div id="__nuxt"></div><script>window.__NUXT__='
                  + json.dumps({"data": [{"post": {"content": TEXTS["nuxt"][0]}}]}) + ";</script>"),
    # an empty shell whose JSON-LD article body is short (under the 250 characters a replacement needs)
    "shortld": _page('<div id="root"></div><script type="application/ld+json">' + json.dumps(LD) + "</script>"),
    # a story whose whole text is its card's link
    "cardlink": _page(f'<a href="/story/flood"><div class="card"><h2>Flood</h2>{T["cardlink"]}</div></a>'),
    # XHTML served as application/xhtml+xml (a browser parses it as XML): a script self-closed in the head
    # is an HTML parse's script up to the next </script>, the whole body; a CDATA section is text
    "xhtml": ('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Flood'
              '</title><script type="text/javascript" src="/js/site.js"/></head><body><div id="content">'
              f'<p>{TEXTS["xhtml"][0]}</p><p><![CDATA[{TEXTS["xhtml"][1]}]]></p></div>'
              '<script type="text/javascript">track();</script></body></html>'),
    # a script's CDATA left open ("/* <![CDATA[ */" with the "]]>" in a later script) is the scripts', not text
    "xhtml2": ('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Flood'
               '</title><script type="text/javascript">/* <![CDATA[ */ var pixel = 1;</script></head><body>'
               f'<div id="wrapper-of-content">{T["xhtml2"]}</div><script>/* ]]> */</script></body></html>'),
    # the same self-closed script in a page served as text/html: all the page's text is the script's
    "selfclosed": _page(f'<div id="content">{T["selfclosed"]}</div><script>track();</script>',
                        head='<script type="text/javascript" src="/js/site.js"/>'),
    # no readable text at all: a menu and an empty app shell without state: still no document
    "empty": _page('<nav><a href="/">Home</a> <a href="/news">News</a></nav><div id="app"></div>'
                   '<script>window.__APP__ = {"user": null, "error": "Your session has expired, please sign in again to see this page."};</script>'),
}
URL = "https://www.example.com/news/2026/05/{}"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """``vert`` over one WARC of ``PAGES``: the counters it returns and each document's text by page name."""
    tmp = tmp_path_factory.mktemp("nolose")
    warc = make_warc(tmp / "in.warc.gz", [{"url": URL.format(name), "html": html, "content_type": "application/xhtml+xml"
                                           if name.startswith("xhtml") else "text/html"} for name, html in PAGES.items()])
    out = tmp / "out.vert"
    counters = convert(settings_data(), [warc], out, workers=1)
    vertical = read_vert(out)
    docs, titles = {}, {}
    for doc in docs_of(vertical):
        name = re.search(r' url="([^"]*)"', doc).group(1).rsplit("/", 1)[1]
        docs[name] = " ".join(tokens_of(doc))
        titles[name] = re.search(r' title="([^"]*)"', doc).group(1)
    return {"counters": counters, "docs": docs, "titles": titles, "vertical": vertical}


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text))


def _has(run: dict[str, Any], name: str, *texts: str) -> bool:
    doc = run["docs"].get(name)
    return doc is not None and all(_words(t) in _words(doc) for t in texts)


def test_a_frameset_page_yields_the_text_of_its_noframes(run):
    assert _has(run, "frameset", *TEXTS["frameset"])


def test_an_iframe_srcdoc_document_is_the_pages_text(run):
    assert _has(run, "srcdoc", *TEXTS["srcdoc"])


def test_a_declarative_shadow_root_is_read(run):
    assert _has(run, "shadowroot", *TEXTS["shadowroot"])


def test_text_only_in_an_open_dialog_or_a_read_only_text_area_is_kept(run):
    assert _has(run, "dialog", *TEXTS["dialog"]) and _has(run, "textarea", *TEXTS["textarea"])


def test_a_page_with_an_unclosed_title_keeps_its_body_text_and_its_title(run):
    assert _has(run, "untitled", *TEXTS["untitled"]) and run["titles"]["untitled"] == "Flood"
    assert not run["docs"]["untitled"].startswith("Flood <")  # no markup in the <head> headline


def test_an_xhtml_page_with_a_self_closed_script_and_a_cdata_section_is_read_whole(run):
    assert _has(run, "xhtml", *TEXTS["xhtml"])


def test_an_xhtml_scripts_cdata_left_open_does_not_turn_the_page_into_text(run):
    assert _has(run, "xhtml2", *TEXTS["xhtml2"])
    assert "wrapper" not in run["docs"]["xhtml2"] and "pixel" not in run["docs"]["xhtml2"]


def test_a_page_whose_text_a_self_closed_script_swallows_keeps_it(run):
    assert _has(run, "selfclosed", *TEXTS["selfclosed"])


def test_a_javascript_shell_is_read_from_its_next_data_without_its_addresses(run):
    assert _has(run, "nextjs", *TEXTS["nextjs"])
    assert "cdn" not in run["docs"]["nextjs"] and "flood-in-town" not in run["docs"]["nextjs"]


def test_a_javascript_shell_with_a_noscript_message_is_read_from_its_state(run):
    assert _has(run, "noscriptshell", *TEXTS["noscriptshell"]) and "enable" not in run["docs"]["noscriptshell"]


def test_a_javascript_shell_is_read_from_a_state_assigned_to_a_global(run):
    assert _has(run, "nuxt", TEXTS["nuxt"][0])


def test_a_short_json_ld_article_body_is_taken_when_the_page_shows_nothing(run):
    assert _has(run, "shortld", NOTICE)


def test_a_story_whose_whole_text_is_a_link_is_kept(run):
    assert _has(run, "cardlink", *TEXTS["cardlink"])


def test_the_counts_of_the_run_are_those_of_the_vertical(run):
    counters, docs = run["counters"], run["docs"]
    assert "empty" not in docs and _has(run, "control", *TEXTS["control"])  # no readable text: still no document
    assert counters["documents"] == len(docs) == run["vertical"].count("<doc ") == len(PAGES) - 1
    assert counters["skipped:no_text"] == 1
    assert counters["hidden_markup"] == 6  # frameset, srcdoc, shadowroot, dialog, textarea, selfclosed
    assert counters["app_state"] == 3 and counters["stated_body"] == 1
    assert counters["tokens"] == sum(1 for line in run["vertical"].split("\n") if line and not line.startswith("<"))


# --- the plain pass: a page whose first try failed (time cap, a crashed worker, an error) ----------------

OPTIONS = options_from_settings(settings_data())


def test_the_plain_pass_keeps_a_short_page():
    # jusText alone judges a one-line product too short to be good: the plain pass kept nothing
    html = _page(f"<h1>Oak chair</h1><p>{CHAIR}</p>")
    assert [b.text for b in plain_page(html, URL.format("chair"), OPTIONS).blocks] == [CHAIR]


def test_the_plain_pass_reads_a_page_whose_text_is_only_in_noscript_or_its_state():
    noscript = _page(f'<div id="app"></div><noscript><p>{FLOOD}</p></noscript>')
    assert [b.text for b in plain_page(noscript, URL.format("n"), OPTIONS).blocks] == [FLOOD]
    assert [b.text for b in plain_page(PAGES["nextjs"], URL.format("s"), OPTIONS).blocks] == list(TEXTS["nextjs"])


def test_a_one_line_product_nested_too_deep_to_parse_in_time_is_written_and_counted(tmp_path, capsys):
    # 100,000 <div>s nested: lexbor takes a minute, far past the cap even on an idle machine
    deep = _page("<div>" * 100_000 + f"<h1>Oak chair</h1><p>{CHAIR}</p>" + "</div>" * 100_000)
    warc = make_warc(tmp_path / "in.warc.gz", [{"url": URL.format("chair"), "html": deep}])
    config = tmp_path / "corpustools.toml"
    config.write_text("[vert]\ndoc_time_cap = 3.0\n")
    out = tmp_path / "out.vert"
    assert main(["vert", "-c", str(config), "-i", str(warc), "-o", str(out), "-m", "1"]) == 0
    vertical = read_vert(out)
    assert vertical.count("<doc ") == 1 and _words(CHAIR) in _words(" ".join(tokens_of(vertical)))
    err = capsys.readouterr().err
    assert "chair: timeout; read again by the plain pass" in err and "1 documents" in err


def test_the_plain_pass_keeps_nothing_of_a_page_without_text():
    assert plain_page(PAGES["empty"], URL.format("e"), OPTIONS).blocks == []


def test_no_counter_for_a_page_the_main_pass_reads(tmp_path: Path):
    html = _page(f"<article><p>{FLOOD}</p><p>{EN_TEXT}</p></article>")
    from corpustools.vert.choose import extract_page

    page = extract_page(html, URL.format("plain"), OPTIONS)
    assert [b.text for b in page.blocks] == [FLOOD, EN_TEXT]
    assert not {"hidden_markup", "app_state", "stated_body", "extract_fallback"} & set(page.counters)


def test_a_short_page_keeps_its_text_over_its_interfaces_translation_tables():
    # next-i18next puts the site's interface strings in every page's __NEXT_DATA__: error messages and prompts
    # are sentences, but no page's text; a short product page rendered on the server keeps its own line
    ui = {"errors": {"network": "We could not reach the server right now. Please check your connection and try again.",
                     "session": "Your session has expired, so please sign in again to continue with your order."},
          "cart": {"empty": "Your basket is empty at the moment. Have a look at our new arrivals and find something."},
          "consent": {"text": "We use cookies and similar tools to give you the best experience on our website."}}
    state = {"props": {"pageProps": {"product": {"name": "Oak chair", "sku": "A1"},
                                     "_nextI18Next": {"initialI18nStore": {"en": {"common": ui}}, "initialLocale": "en"}},
                       "messages": {"signIn": "Please sign in with your email address and password to see your orders."}},
             "page": "/p/[sku]"}
    html = _page(f'<div id="__next"><h1>Oak chair</h1><p>{CHAIR}</p></div><script id="__NEXT_DATA__" '
                 f'type="application/json">{json.dumps(state)}</script>')
    from corpustools.vert.choose import extract_page

    page = extract_page(html, URL.format("chair"), OPTIONS)
    assert [b.text for b in page.blocks] == [CHAIR] and "app_state" not in page.counters


@pytest.mark.parametrize("unit", ["<title ", "<script>", "<script ", "<![CDATA["])
def test_the_mendings_and_the_state_reader_take_one_pass_over_a_page_of_unclosed_tags(unit):
    # close_title runs on every page; a page cut short inside a bundle that quotes "<script" or "<![CDATA["
    # many times had every one of them tried to the end of the page: quadratic, ~14 s for 100 kB, minutes for
    # 400 kB; one pass takes milliseconds (the bound is a hundred times that, for a loaded machine)
    import time

    from corpustools.vert import hidden

    html = "<html><body><p>" + unit * (400_000 // len(unit))
    start = time.process_time()
    assert hidden.close_title(html) is html  # (no ">" after the "<title": no title to close)
    hidden.xhtml_as_html(html), hidden.app_state_texts(html), hidden.opened(html)
    assert time.process_time() - start < 3.0


def test_a_state_string_of_unclosed_tags_is_judged_in_one_pass():
    # a string of the application state is tested for markup: "<div" after "<div" with no ">" was quadratic
    # (~3 s for 100 kB, a minute for 400 kB)
    import time

    from corpustools.vert import hidden

    state = {"props": {"pageProps": {"dump": "<div class=x " * 30_000}}}
    html = f'<html><body><script id="__NEXT_DATA__" type="application/json">{json.dumps(state)}</script>'
    start = time.process_time()
    assert hidden.app_state_texts(html) == []
    assert time.process_time() - start < 3.0
