"""The text of a page that its HTML parse does not show, for the last resort of extraction.

A browser shows text that an HTML5 parse of the page, walked as ``extract`` walks it, does not hold: the
content of ``<noframes>`` (a raw-text element, never parsed) on a frameset page, whose body is the
frameset; an ``<iframe srcdoc="...">`` document (an attribute value); a declarative shadow root
(``<template shadowrootmode="open">``, whose content lives in a document fragment); the widgets, media
and dialogs the extractor drops, when they hold all the text (an open ``<dialog>``, labels, a read-only
text area, a plugin's fallback); what follows a ``<script/>`` self-closed the XML way (an HTML parse
takes the rest of the page for the script's text).  And a page rendered by JavaScript may carry its
text only in its application state: Next.js' ``__NEXT_DATA__``, Nuxt's ``__NUXT_DATA__`` or a
``window.__NUXT__ = {...}`` / ``window.__INITIAL_STATE__ = {...}`` assignment, other
``application/json`` scripts, whose HTML body is an empty shell.

Both are asked for only when the passes over the parsed page keep nothing (``choose``): they cost
nothing on an ordinary page and can only add text to a page that would otherwise yield no document.

Two mendings apply to every page, before any parse (``document.process``): an unclosed ``<title>`` is
closed (``close_title``: the whole page was the title's text), and a page served as XHTML, which a browser
parses as XML, gets the end tags of its self-closed elements and its CDATA sections as text
(``xhtml_as_html``).
"""

from __future__ import annotations

import html as htmllib
import json
import logging
import re
from collections.abc import Iterator
from typing import Any

log = logging.getLogger(__name__)

# the elements whose content a parse hides from the walk: unwrapped (their tags removed, their content kept)
# (and those that are dropped as widgets, media or dialogs: a page whose text is all in them shows it in a
# dialog left open, in labels, in a read-only text area, in an SVG's <text>, as the fallback of a plugin's <object>)
_HIDING = re.compile(r"</?(?:template|noframes|frameset|noscript|dialog|label|textarea|object|embed|canvas|video|"
                     r"audio|map|svg|math)\b[^>]*>|<frame\b[^>]*>", re.I)
_SRCDOC = re.compile(r"""<iframe\b[^>]*?\bsrcdoc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>""", re.I)
_TITLE_OPEN = re.compile(r"<title\b", re.I)  # (its ">" found by str.find: one pass over the page, where "[^>]*"
# scanned to the end of the page from every "<title" when no ">" follows)
_TITLE_CLOSE = re.compile(r"</title\s*>", re.I)


def opened(html: str) -> str:
    """``html`` with the markup that hides text from the walk opened up (see the module docstring), or
    ``html`` itself (the same object) when it has none."""
    out = _HIDING.sub(" ", xhtml_as_html(html))  # (a <script/> self-closed in an HTML page hides all after it)
    out = _SRCDOC.sub(lambda m: "<div>" + htmllib.unescape(m.group(1) or m.group(2) or "") + "</div>", out)
    return html if out == html else out


def close_title(html: str) -> str:
    """``html`` with its unclosed ``<title>`` closed before the next tag (an HTML parse, as a browser's,
    takes the rest of the page for the title's text: a page of no text whose title is the whole page,
    markup and all); ``html`` itself when its title is closed or it has none."""
    found = _TITLE_OPEN.search(html)
    opened_at = html.find(">", found.end()) + 1 if found is not None else 0
    if opened_at <= 0 or _TITLE_CLOSE.search(html, opened_at):
        return html
    tag = html.find("<", opened_at)
    return html if tag < 0 else html[:tag] + "</title>" + html[tag:]


MIN_WORDS = 6  # a string of the application state with fewer words is a label, a name, a button
MIN_CHARS = 40
MAX_STATE_CHARS = 20_000_000  # a script larger than this is not parsed as JSON
_SCRIPT_OPEN = re.compile(r"<script\b", re.I)
_SCRIPT_CLOSE = re.compile(r"</script\s*>", re.I)
_JSON_TYPE = re.compile(r"""\btype\s*=\s*["']?application/(?:[\w.+-]*\+)?json\b""", re.I)
_LD_JSON = re.compile(r"ld\+json", re.I)
# window.__NUXT__ = {...}, window.__INITIAL_STATE__ = {...}, var __PRELOADED_STATE__ = {...}
_ASSIGN = re.compile(r"\s*(?:(?:window|self|globalThis)\s*\.\s*|(?:var|let|const)\s+)?(__[A-Za-z0-9_]+__|"
                     r"[A-Za-z_$][\w$]*(?:STATE|State|DATA|Data|PROPS|Props))\s*=\s*(?=[{\[])")
# keys whose strings are addresses, names of things, styles, search-engine copies: not the page's text; and
# the interface's translation tables and consent texts (next-i18next's "_nextI18Next": {"initialI18nStore":
# ...}, "translations", "locales", "messages" of react-intl): its error messages, its basket's and newsletter's
# prompts are sentences, of every page of the site, never the page's own
_SKIP_KEY = re.compile(r"url|href|src|image|img|icon|alt|class|style|css|script|slug|token|hash|seo|meta|schema|"
                       r"internal|tracking|analytics|path|query|json|html_?head|^id$|Id$|_id$|key$|"
                       r"i18n|translation|locale|dictionar|^intl$|^messages$|^labels$|cookie|consent", re.I)
_SENTENCE = re.compile(r"[.!?…。！？]")
# ("[^<>]*": a tag's end before the next "<", else every "<div" of a string without a ">" was tried to its end)
_MARKUP = re.compile(r"<(?:p|br|div|h[1-6]|li|ul|ol|span|strong|em|b|i|a)\b[^<>]*>", re.I)


def app_state_texts(html: str) -> list[str]:
    """The prose strings of the page's application state (see the module docstring), in document order,
    each once: a string of at least ``MIN_WORDS`` words and ``MIN_CHARS`` characters, mostly letters,
    with a sentence's punctuation, not under a key that names an address, an image or a style.  A string
    holding markup (a CMS's rich text) is returned as it is, for the caller to strip."""
    found: list[str] = []
    seen: set[str] = set()
    for attrs, body in _scripts(html):
        if len(body) > MAX_STATE_CHARS or _LD_JSON.search(attrs):  # JSON-LD: the metadata's (``stated_body``)
            continue
        data = _state(attrs, body)
        if data is not None:
            _strings(data, "", found, seen)
    return found


def _scripts(html: str) -> Iterator[tuple[str, str]]:
    """The attributes and the text of each ``<script>`` of ``html``.  Found step by step, not by one pattern
    "<script([^>]*)>(.*?)</script>": that one tried every "<script" after an unclosed one to the end of the
    page (a page cut short inside a bundle quoting "<script": seconds on 100 kB), where none can match."""
    pos = 0
    while (start := _SCRIPT_OPEN.search(html, pos)) is not None:
        gt = html.find(">", start.end())
        end = _SCRIPT_CLOSE.search(html, gt + 1) if gt >= 0 else None
        if end is None:
            return
        yield html[start.end():gt], html[gt + 1:end.start()]
        pos = end.end()


def _state(attrs: str, body: str) -> Any:
    """The JSON data of one script, or None when it holds none."""
    text = body.strip()
    if not text:
        return None
    if not _JSON_TYPE.search(attrs):
        assign = _ASSIGN.match(text)
        if assign is None:
            return None
        text = text[assign.end():].rstrip().rstrip(";")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None


def _strings(data: Any, key: str, found: list[str], seen: set[str]) -> None:
    """The prose strings under ``data`` (an iterative walk: state nested thousands deep costs no stack)."""
    stack: list[tuple[Any, str]] = [(data, key)]
    while stack:
        value, name = stack.pop()
        if isinstance(value, dict):
            stack.extend(reversed([(v, str(k)) for k, v in value.items() if not _SKIP_KEY.search(str(k))]))
        elif isinstance(value, list):
            stack.extend(reversed([(v, name) for v in value]))
        elif isinstance(value, str) and _prose(value) and value not in seen:
            seen.add(value)
            found.append(value)


def _prose(text: str) -> bool:
    if len(text) < MIN_CHARS or text.count(" ") < MIN_WORDS - 1:
        return False
    if _MARKUP.search(text):
        return True
    head = text.lstrip()[:8].lower()
    if head.startswith(("http:", "https:", "/", "{", "[", "data:", "<")):
        return False
    letters = sum(c.isalpha() for c in text)
    return letters >= 0.6 * len(text) and _SENTENCE.search(text) is not None


XML_TYPES = ("application/xhtml+xml", "application/xml", "text/xml")  # a browser parses these as XML
# elements an HTML parse reads as raw text up to their end tag (or never closes): self-closed in XML, they
# would swallow the rest of the page
_SELF_CLOSED = re.compile(r"<(script|style|iframe|title|textarea|noscript|noembed|noframes|xmp|template|"
                          r"div|span|a|p|section|article|td|li|ul|ol|table|i|b|em|strong)\b([^<>]*?)/>", re.I)
# a CDATA section outside scripts and styles (a script's "/* <![CDATA[ */" is the script's, and may be left open)
_CDATA_OR_SCRIPT = re.compile(r"<(?:(script|style)\b|!\[CDATA\[)", re.I)
_CLOSE = {"script": _SCRIPT_CLOSE, "style": re.compile(r"</style\s*>", re.I)}


def xhtml_as_html(text: str) -> str:
    """An XHTML page (served as ``application/xhtml+xml`` or another XML type, which a browser parses as XML) made fit for an
    HTML parse: an element self-closed the XML way (``<script src="..."/>``, ``<title/>``, ``<div/>``) gets
    its end tag, where an HTML parse would take the rest of the page for the script's text or the title, and
    a CDATA section's content outside scripts and styles is text (escaped), not a comment.  ``text`` itself when it has neither."""
    out = text
    if "/>" in out:
        out = _SELF_CLOSED.sub(lambda m: f"<{m.group(1)}{m.group(2)}></{m.group(1)}>", out)
    if "<![CDATA[" in out:
        out = _cdata_as_text(out)
    return text if out == text else out


def _cdata_as_text(text: str) -> str:
    """``text`` with the content of its CDATA sections outside scripts and styles escaped as text.  A step at
    a time (one pattern with ".*?" for both tried every later "<script" or "<![CDATA[" to the end of the page
    after an unclosed one: seconds on 100 kB); an unclosed script or section is passed over, as it was."""
    parts: list[str] = []
    pos = done = 0
    unclosed: set[str] = set()  # what has no end after some point, and so none after any later one
    while (found := _CDATA_OR_SCRIPT.search(text, pos)) is not None:
        name = (found.group(1) or "cdata").lower()
        end = None
        if name not in unclosed:
            end = _CLOSE[name].search(text, found.end()) if name != "cdata" else None
            if name == "cdata":
                at = text.find("]]>", found.end())
                if at >= 0:
                    parts += [text[done:found.start()], htmllib.escape(text[found.end():at], quote=False)]
                    pos = done = at + 3
                    continue
        if end is not None:
            pos = end.end()
            continue
        unclosed.add(name)
        pos = found.start() + 1
    parts.append(text[done:])
    return "".join(parts)
