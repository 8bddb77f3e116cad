"""The text of a page that its HTML parse does not show, for the last resort of extraction.

A browser shows text that an HTML5 parse of the page, walked as ``extract`` walks it, does not hold: the
content of ``<noframes>`` (a raw-text element, never parsed) on a frameset page, whose body is the
frameset; an ``<iframe srcdoc="...">`` document (an attribute value); a declarative shadow root
(``<template shadowrootmode="open">``, whose content lives in a document fragment); the widgets, media
and dialogs the extractor drops, when they hold all the text (an open ``<dialog>``, labels, a read-only
text area, a plugin's fallback); what follows a ``<script/>`` self-closed the XML way (an HTML parse
takes the rest of the page for the script's text).  And a page rendered by JavaScript may carry its
text only in its application state: Next.js' ``__NEXT_DATA__``, Nuxt's ``__NUXT_DATA__`` or a
``window.__NUXT__ = {...}`` / ``window.__INITIAL_STATE__ = {...}`` / ``window.__remixContext = {...}`` /
``window.__x = JSON.parse("...")`` assignment, other ``application/json`` scripts (Angular's escaped
TransferState, SvelteKit's answers with JSON in a string), whose HTML body is an empty shell; in the React
Server Components payload of Next.js' App Router (``self.__next_f.push``); in the markup its scripts
write (``document.write``) or render from a template (``<script type="text/template">``).  Of all of
them only sentences are taken (``_prose``): never keys, addresses, class names or translation tables.

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
from functools import lru_cache
from typing import Any

log = logging.getLogger(__name__)

# the elements whose content a parse hides from the walk: unwrapped (their tags removed, their content kept)
# (and those that are dropped as widgets, media or dialogs: a page whose text is all in them shows it in a
# dialog left open, in labels, in a read-only text area, in an SVG's <text>, as the fallback of a plugin's <object>)
_HIDING = re.compile(r"</?(?:template|noframes|frameset|noscript|dialog|label|textarea|object|embed|canvas|video|"
                     r"audio|map|svg|math)\b[^>]*>|<frame\b[^>]*>", re.I)
# (xreview37d) ... of them only those that hide a document, under a headline kept alone (``choose``): a form's
# labels and text area, a dialog, are a 404's search box or feedback form ("Suchen Sie nach einem Begriff …")
_HIDING_DOCUMENT = re.compile(r"</?(?:template|noframes|frameset|noscript)\b[^>]*>|<frame\b[^>]*>", re.I)
_SRCDOC = re.compile(r"""<iframe\b[^>]*?\bsrcdoc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>""", re.I)
_TITLE_OPEN = re.compile(r"<title\b", re.I)  # (its ">" found by str.find: one pass over the page, where "[^>]*"
# scanned to the end of the page from every "<title" when no ">" follows)
_TITLE_CLOSE = re.compile(r"</title\s*>", re.I)


def opened(html: str, widgets: bool = True) -> str:
    """``html`` with the markup that hides text from the walk opened up (see the module docstring), or
    ``html`` itself (the same object) when it has none; the widgets' and dialogs' only when ``widgets``."""
    out = (_HIDING if widgets else _HIDING_DOCUMENT).sub(" ", xhtml_as_html(html))  # (a <script/> self-closed in an HTML page hides all after it)
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
# (and window.__remixContext = {...}, window.__staticRouterHydrationData = JSON.parse("..."): a leading "__")
_ASSIGN = re.compile(r"\s*(?:(?:window|self|globalThis)\s*\.\s*|(?:var|let|const)\s+)?(__[A-Za-z][A-Za-z0-9_]*|"
                     r"[A-Za-z_$][\w$]*(?:STATE|State|DATA|Data|PROPS|Props))\s*=\s*(?=[{\[]|JSON\.parse\(\s*[\"'])")
_JSON_PARSE = re.compile(r"""JSON\.parse\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')""", re.S)
# Angular's TransferState before version 16 escaped its JSON: &q; for ", &s; for ', &l; for <, &g; for >, &a; for &
_ANGULAR = {"&q;": '"', "&s;": "'", "&l;": "<", "&g;": ">", "&a;": "&"}
_ANGULAR_ESCAPE = re.compile("&[qslga];")
# keys whose strings are addresses, names of things, styles, search-engine copies: not the page's text; and
# the interface's translation tables and consent texts (next-i18next's "_nextI18Next": {"initialI18nStore":
# ...}, "translations", "locales", "messages" of react-intl): its error messages, its basket's and newsletter's
# prompts are sentences, of every page of the site, never the page's own
# ((xnews33) not "htmlTokens", HK01's paragraphs' runs of text: an access token is no markup's)
_SKIP_KEY = re.compile(r"url|href|src|image|img|icon|alt|class|style|css|script|slug|(?<!html)token|hash|seo|meta|schema|"
                       r"internal|tracking|analytics|path|query|json|html_?head|^id$|Id$|_id$|key$|"
                       r"i18n|translation|locale|dictionar|^intl$|^messages$|^labels$|cookie|consent", re.I)
_SENTENCE = re.compile(r"[.!?…。！？]")
# ("[^<>]*": a tag's end before the next "<", else every "<div" of a string without a ">" was tried to its end)
_MARKUP = re.compile(r"<(?:p|br|div|h[1-6]|li|ul|ol|span|strong|em|b|i|a)\b[^<>]*>", re.I)


def app_state_texts(html: str) -> list[str]:
    """The prose strings of the page's application state (see the module docstring), in document order,
    each once: a string of at least ``MIN_WORDS`` words and ``MIN_CHARS`` characters, mostly letters,
    with a sentence's punctuation, not under a key that names an address, an image or a style.  A string
    holding markup (a CMS's rich text) is returned as it is, for the caller to strip.  Also the sentences
    (``_prose``) of React Server Components flight data (``flight_texts``), of the markup scripts write
    with ``document.write`` (``_written``) and of client-side templates (``<script type="text/template">``),
    as plain text."""
    found: list[str] = []
    seen: set[str] = set()
    flight: list[str] = []
    for attrs, body in _scripts(html):
        if len(body) > MAX_STATE_CHARS or _LD_JSON.search(attrs):  # JSON-LD: the metadata's (``stated_body``)
            continue
        if "__next_f" in body:
            flight += _flight_chunks(body)
            continue
        template = _TEMPLATE_TYPE.search(attrs) and not _FURNITURE_TEMPLATE.search(attrs)
        markup = body if template else "".join(_written(body)) if "document.write" in body else ""
        if markup:  # a client-side template's markup, or what the script writes into the page
            for text in _prose_blocks(markup):
                if text not in seen:
                    seen.add(text)
                    found.append(text)
            continue
        data = _state(attrs, body)
        if data is not None:
            _strings(data, "", found, seen)
    if flight:
        for text in flight_texts("".join(flight)):
            if text not in seen:
                seen.add(text)
                found.append(text)
    return found


# Next.js' App Router streams the React Server Components payload ("flight data") in scripts
# self.__next_f.push([1,"<a JSON string: the next piece of the payload>"]); a page rendered on the client
# has its text there only.  The payload is rows "ID:ROW\n": JSON (a React element is ["$", type, key, props]),
# "I[...]" (a module), "HL[...]" (a hint), or "ID:T<hex length>,<text>" (a text of that many UTF-8 bytes,
# no end of line: an article's HTML or Markdown).
# a template a script renders in the browser: <script type="text/template">, "text/x-handlebars-template" ...
_TEMPLATE_TYPE = re.compile(r"""\btype\s*=\s*["']?text/(?:[\w-]*template|x-jquery-tmpl|html)\b""", re.I)
# a template of the site's furniture (its id or class says so): a consent banner's or a sign-up box's sentences
_FURNITURE_TEMPLATE = re.compile(r"cookie|consent|gdpr|privacy|newsletter|subscri|sign-?up|login|modal|popup|banner|"
                                 r"comment|share|footer|menu|nav", re.I)
_FLIGHT_PUSH = re.compile(r"""__next_f\.push\(\[\s*1\s*,\s*("(?:[^"\\]|\\.)*")\s*\]\s*\)""", re.S)
_FLIGHT_ROW = re.compile(r"([0-9A-Za-z]*):")
# elements whose text is not the page's: scripts, styles, drawings, forms' controls, navigation and the
# page's furniture (the last resort reads sentences only, from the body's own elements)
_FLIGHT_SKIP = frozenset("script style svg noscript template head title meta link iframe button select option input "
                         "textarea nav footer aside form dialog label".split())
_BLOCK = frozenset("p div section article main header li ul ol dl dt dd h1 h2 h3 h4 h5 h6 blockquote pre table tr "
                   "td th tbody thead figure figcaption br hr details summary address body html".split())


def _flight_chunks(script: str) -> list[str]:
    """The payload pieces one script pushes (each a JSON string)."""
    pieces = []
    for literal in _FLIGHT_PUSH.findall(script):
        try:
            piece = json.loads(literal)
        except (ValueError, RecursionError):
            continue
        if isinstance(piece, str):
            pieces.append(piece)
    return pieces


def flight_texts(payload: str) -> list[str]:
    """The sentences of a React Server Components payload (see ``_FLIGHT_PUSH``), in its order: the text of
    each block-level element of its React elements (only their children: no class name, address or
    property name), the prose strings of other JSON (under the keys ``_strings`` reads), and the
    paragraphs of its text rows; each kept when it is prose (``_prose``: sentences, not labels, names or
    code)."""
    texts: list[str] = []
    for kind, row in _flight_rows(payload):
        if kind == "T":
            texts += _prose_blocks(row) if _MARKUP.search(row) else [t for t in map(_collapse, row.split("\n"))
                                                                     if _prose(t)]
            continue
        if not row.startswith(("[", "{", '"')):  # a module, a hint, an error
            continue
        try:
            data = json.loads(row)
        except (ValueError, RecursionError):
            continue
        blocks: list[str] = []
        _render(data, blocks)
        texts += [t for t in blocks if _prose(t)]
    return texts


def _flight_rows(payload: str) -> Iterator[tuple[str, str]]:
    """("T", text) and ("", row) for each row of the payload."""
    pos, end = 0, len(payload)
    while pos < end:
        row = _FLIGHT_ROW.match(payload, pos)
        if row is None:  # not a row's start: the rest of this line is passed over
            nl = payload.find("\n", pos)
            pos = end if nl < 0 else nl + 1
            continue
        start = row.end()
        comma = payload.find(",", start) if payload.startswith("T", start) else -1
        if comma > 0 and re.fullmatch(r"[0-9a-fA-F]{1,8}", payload[start + 1:comma]):
            size = int(payload[start + 1:comma], 16)
            raw = payload[comma + 1:comma + 1 + size].encode("utf-8", "surrogatepass")[:size]
            text = raw.decode("utf-8", "ignore")
            yield "T", text
            pos = comma + 1 + len(text)
            continue
        nl = payload.find("\n", start)
        nl = end if nl < 0 else nl
        yield "", payload[start:nl]
        pos = nl + 1


def _render(data: Any, blocks: list[str]) -> None:
    """The texts of a flight row, appended to ``blocks``: of its React elements the inline text of each
    block-level element (its strings, its links' and emphases' text, joined; a block element ends it),
    nothing of their other properties; of other JSON (a client component's properties, a page's data)
    the strings under the keys ``_strings`` reads, each on its own.  Iterative: a tree thousands deep
    costs no stack."""
    line: list[str] = []
    stack: list[tuple[Any, bool]] = [(data, False)]  # (value, inline: an element's children)
    while stack:
        item, inline = stack.pop()
        if item is _END_BLOCK:
            _flush(line, blocks)
        elif isinstance(item, str):
            if item.startswith("$") and not item.startswith("$$"):  # "$L1", "$undefined": references
                continue
            text = item[1:] if item.startswith("$$") else item
            if inline:
                line.append(text)
            elif len(text) >= MIN_CHARS:  # a property's string: a text of its own
                _flush(line, blocks)
                blocks += _prose_blocks(text) if _MARKUP.search(text) else [_collapse(text)]
        elif isinstance(item, list):
            if len(item) >= 4 and item[0] == "$" and isinstance(item[1], str):
                _element(item, stack, line, blocks)
            else:
                stack.extend((v, inline) for v in reversed(item))
        elif isinstance(item, dict):
            stack.extend((v, k == "children") for k, v in reversed(item.items()) if _read_key(str(k)))


_END_BLOCK = object()


def _element(item: list[Any], stack: list[tuple[Any, bool]], line: list[str], blocks: list[str]) -> None:
    kind, props = item[1], item[3] if isinstance(item[3], dict) else {}
    name = kind.lower()
    if name in _FLIGHT_SKIP:
        return
    children = props.get("children")
    if not kind.startswith("$") and not kind[:1].isupper():  # an HTML element (a component is "$L1f" or a name)
        html = props.get("dangerouslySetInnerHTML")
        if name in _BLOCK:
            _flush(line, blocks)
            stack.append((_END_BLOCK, False))
        if isinstance(html, dict) and isinstance(html.get("__html"), str):
            _flush(line, blocks)
            blocks += _prose_blocks(html["__html"])
        elif children is not None:
            stack.append((children, True))
        return
    # a component: its children, and the strings of its other properties (a story's "body", "summary")
    if children is not None:
        stack.append((children, True))
    others = {k: v for k, v in props.items() if k != "children"}
    if others:
        stack.append((others, False))


def _flush(line: list[str], blocks: list[str]) -> None:
    if line:
        text = _collapse("".join(line))
        if text:
            blocks.append(text)
        line.clear()


def _collapse(text: str) -> str:
    return " ".join(text.split())


_WRITE = re.compile(r"\bdocument\s*\.\s*write(?:ln)?\s*\(")
_JS_STRING = re.compile(r""""((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.)*)`""", re.S)
_JS_ESCAPE = re.compile(r"\\(?:x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|(\r\n|.))", re.S)
_ESCAPED = {"n": "\n", "t": "\t", "r": "", "b": "", "f": "", "v": "", "0": ""}


MAX_WRITE_CHARS = 1_000_000  # the arguments of one document.write call are read this far at most


def _written(script: str) -> Iterator[str]:
    """The string literals each ``document.write(...)``/``writeln`` call of a script joins (``"<p>" + "..."``;
    a variable between them is passed over), unescaped: the markup the script writes into the page."""
    pos = 0
    while (call := _WRITE.search(script, pos)) is not None:  # from where the last call's scan ended: one pass
        pos, depth = call.end(), 1  # (finditer scanned from each call to the end when none was closed)
        end = min(len(script), pos + MAX_WRITE_CHARS)
        while depth and pos < end:
            char = script[pos]
            if char in "\"'`":
                literal = _JS_STRING.match(script, pos)
                if literal is None:
                    break
                yield _js_unescape(next(g for g in literal.groups() if g is not None))
                pos = literal.end()
                continue
            depth += 1 if char == "(" else -1 if char == ")" else 0
            pos += 1


def _js_unescape(text: str) -> str:
    if "\\" not in text:
        return text

    def one(m: re.Match[str]) -> str:
        code = m.group(1) or m.group(2) or m.group(3)
        if code:
            try:
                return chr(int(code, 16))
            except (ValueError, OverflowError):
                return ""
        char = m.group(4)
        return _ESCAPED.get(char, "" if char in ("\n", "\r\n") else char)

    return _JS_ESCAPE.sub(one, text)


_DROP_OPEN = re.compile(r"<(script|style|noscript|template|svg|head|textarea|select|nav|footer|aside|button)\b|<!--", re.I)
_BREAK = re.compile(r"<(?:/?(?:p|div|br|li|h[1-6]|tr|td|th|section|article|blockquote|pre|ul|ol|dl|dd|dt|table|header|"
                    r"main|figure|figcaption|form|hr)\b)[^>]*>", re.I)
_TAG = re.compile(r"<[^>]*>")


def closed_sub(pattern: re.Pattern[str], repl: str, markup: str) -> str:
    """``pattern.sub(repl, markup)`` for a tag's pattern that ends in ">" (``<...[^>]*>``), in linear time: no
    tag opens after the last ">", where each "<" made the pattern read on to the end of the markup (seconds on
    100 kB of "<p" in a page cut short; ``choose``'s plain pass reads such pages)."""
    end = markup.rfind(">") + 1
    return pattern.sub(repl, markup[:end]) + markup[end:]


def _without_dropped(markup: str) -> str:
    """``markup`` without its scripts, styles, navigation, footers ... and comments (an unclosed one takes
    the rest).  A step at a time, each end searched for on its own: one pattern "<(script|...)\\b.*?</\\1>"
    tried every later unclosed "<script" to the end of the markup (seconds on 100 kB)."""
    if _DROP_OPEN.search(markup) is None:
        return markup
    parts: list[str] = []
    pos = 0
    while (found := _DROP_OPEN.search(markup, pos)) is not None:
        parts += [markup[pos:found.start()], " "]
        name = found.group(1)
        if name is None:
            close = markup.find("-->", found.end())
        else:  # (not str.lower() and find: lower-casing changes the length of some texts: "İ" -> "i̇")
            end_tag = re.compile(f"</{name}", re.I).search(markup, found.end())
            close = end_tag.start() if end_tag is not None else -1
        if close < 0:  # unclosed: the rest is its content
            return "".join(parts)
        pos = close + 3 if name is None else markup.find(">", close) + 1 or len(markup)
    parts.append(markup[pos:])
    return "".join(parts)


def _prose_blocks(markup: str) -> list[str]:
    """The blocks of text between the block-level tags of ``markup`` that are prose (``_prose``), entities
    decoded; scripts, styles, navigation and footers out."""
    if not markup:
        return []
    text = htmllib.unescape(closed_sub(_TAG, " ", closed_sub(_BREAK, "\n", _without_dropped(markup))))
    return [t for t in map(_collapse, text.split("\n")) if _prose(t)]


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
        text = text[assign.end():]
        if text.startswith("JSON"):
            literal = _JSON_PARSE.match(text)
            if literal is None:
                return None
            text = _js_unescape(literal.group(1) if literal.group(1) is not None else literal.group(2))
    elif "&q;" in text:
        text = _ANGULAR_ESCAPE.sub(lambda m: _ANGULAR[m.group()], text)
    try:  # the first value: a statement may go on after it (";window.__x.p = ...")
        return json.JSONDecoder().raw_decode(text)[0]
    except (ValueError, RecursionError):
        return None


READ_KEYS = 4096  # the keys remembered


@lru_cache(maxsize=READ_KEYS)
def _read_key(key: str) -> bool:
    """Whether the strings under ``key`` may be text: not a key ``_SKIP_KEY`` names; a route's id
    ("routes/news.$slug": Remix's loader data by route) names no property.  Remembered (session 30): a state's
    keys repeat ("type", "text", "children" on every node), and ``_SKIP_KEY``'s case-insensitive search costs
    a microsecond or two each."""
    return "/" in key or not _SKIP_KEY.search(key)


def plain_run(sentence: str) -> str:
    """The longest run of ``sentence`` that JSON and HTML write as it is (``_PLAIN_RUN``), when it has
    ``PROBE_CHARS`` or more, else '': a script holding the sentence holds that run."""
    run = max(_PLAIN_RUN.findall(sentence), key=len, default="")
    return run if len(run) >= PROBE_CHARS else ""


def state_run(html: str, anchor: str) -> list[str]:
    """The prose strings (``_prose``, in order) of the innermost list of the page's application state (see
    ``app_state_texts``) that holds ``anchor`` as a string of its own (its markup stripped, blanks collapsed):
    a headless CMS's article body as a list of paragraph elements (``[{"type": "paragraph", "text": ...}]``:
    Sanity's, Contentful's, Arc XP's ``content_elements``), of which the page shows the first; [] when no list
    holds it.  Not the list of related stories around it: the innermost one is the text's, and not a list of
    stories' cards (``_STORY_KEYS``: titles, addresses) whose excerpt the page shows.  A list of one item
    (a paragraph's one span) is not counted as a list."""
    probe = plain_run(anchor)
    for attrs, body in _scripts(html):
        if len(body) > MAX_STATE_CHARS or _LD_JSON.search(attrs) or "__next_f" in body or probe not in body:
            continue  # (a run of the anchor that JSON does not escape, when it has one, is in the script)
        data = _state(attrs, body)
        if data is None:
            continue
        stack: list[tuple[Any, str, Any]] = [(data, "", None)]
        while stack:
            value, name, around = stack.pop()
            if isinstance(value, dict):
                stack.extend((v, str(k), around) for k, v in value.items() if _read_key(str(k)))
            elif isinstance(value, list):
                inner = value if len(value) > 1 else around  # (a paragraph's one span is no list of paragraphs)
                stack.extend((v, name, inner) for v in value)
            elif isinstance(value, str) and around is not None and len(anchor) <= len(value) <= 3 * len(anchor) + 200 \
                    and _collapse(htmllib.unescape(closed_sub(_MARKUP_TAG, " ", value))) == anchor:
                if any(isinstance(item, dict) and not _STORY_KEYS.isdisjoint(map(str.lower, item)) for item in around):
                    return []  # a list of stories (each with its title, its address): the shown one's excerpt
                found: list[str] = []
                _strings(around, name, found, set())
                return found
    return []


_MARKUP_TAG = re.compile(r"<[^<>]*>")
# the keys of a story's card in a list of stories, which no paragraph element of a body has
_STORY_KEYS = frozenset(("title", "headline", "name", "url", "slug", "href", "link", "permalink", "uri"))
# a run of a sentence that JSON and HTML leave as it is (ASCII letters, digits, spaces, plain punctuation)
_PLAIN_RUN = re.compile(r"[A-Za-z0-9 ,.;:!?()-]+")
PROBE_CHARS = 12


def _strings(data: Any, key: str, found: list[str], seen: set[str]) -> None:
    """The prose strings under ``data`` (an iterative walk: state nested thousands deep costs no stack)."""
    stack: list[tuple[Any, str]] = [(data, key)]
    while stack:
        value, name = stack.pop()
        if isinstance(value, dict):
            stack.extend(reversed([(v, str(k)) for k, v in value.items() if _read_key(str(k))]))
        elif isinstance(value, list):
            stack.extend(reversed([(v, name) for v in value]))
        elif isinstance(value, str) and value[:1] in ("{", "[") and len(value) >= MIN_CHARS:
            try:  # JSON in a string (SvelteKit's fetched data: its "body")
                stack.append((json.loads(value), name))
            except (ValueError, RecursionError):
                pass
        elif isinstance(value, str) and _prose(value) and value not in seen:
            seen.add(value)
            found.append(value)


# scripts written without spaces between words (Chinese, Japanese, Thai): their prose is counted in characters
_UNSPACED = re.compile("[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
UNSPACED_CHARS = 20


def _prose(text: str) -> bool:
    if len(text) < MIN_CHARS and (len(text) < UNSPACED_CHARS or len(_UNSPACED.findall(text)) < UNSPACED_CHARS):
        return False  # ((xnews33) a Chinese paragraph of 20 to 40 characters is a sentence: HK01's body in its state)
    if text.count(" ") < MIN_WORDS - 1 and len(_UNSPACED.findall(text, 0, 400)) < UNSPACED_CHARS:
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
