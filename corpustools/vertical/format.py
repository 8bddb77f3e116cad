"""The vertical format itself (docs/VERTICAL.md): escaping of tokens and attribute values, structure
lines, the ``<doc>`` attributes and document ids.  ``vert`` writes with it, ``tag`` reads and writes with
it, ``lint`` checks against it: one description of the grammar for all of them.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

FORMATS = ("default", "new", "knot", "knot-new")  # knot-new: knot with -f (headings and images)
HEADING_FORMATS = ("new", "knot-new")  # -f: <h1>..<h5> in place of <p> for headings, and images
Token = tuple[str, int, int]  # a token as tokenized: form, start, end (code points in the block text)
DOC_ATTRS = ("id", "url", "title", "date", "date_source", "year", "month", "crawled", "site", "author", "source", "type",
             "warc", "enc", "lang")
_WS_CTRL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]")


def escape_attr(value: str) -> str:
    """An attribute value: control characters and line breaks become spaces; ``& " < >`` escaped.
    A printable value (nearly all: titles, addresses, names) has none of ``_WS_CTRL``'s characters, and
    each escape is asked for first: the <doc> line's 15 values, written by the reading process, cost half."""
    if not value.isprintable():  # (isprintable is False for every character _WS_CTRL matches)
        value = _WS_CTRL.sub(" ", value)
    value = escape_token(value)  # & < > as a token's, then the quotes that close the value
    return value.replace('"', "&quot;") if '"' in value else value


def escape_token(text: str) -> str:
    """A token (or lemma) line: ``&`` ``<`` ``>`` escaped."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def unescape_token(text: str) -> str:
    """Undo the token escapes (and ``&quot;``/``&apos;`` that other tools write)."""
    if "&" not in text:
        return text
    return (text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&apos;", "'")
            .replace("&amp;", "&"))


def open_tag(name: str, attrs: Sequence[tuple[str, str]] = ()) -> str:
    inner = "".join(f' {k}="{escape_attr(v)}"' for k, v in attrs)
    return f"<{name}{inner}>"


def doc_id(url: str, date: str) -> str:
    """16 hex digits of SHA-1 over URL and WARC-Date: stable across runs and machines."""
    return hashlib.sha1(f"{url}\n{date}".encode("utf-8", "replace")).hexdigest()[:16]


def doc_line(attrs: dict[str, str], only: Sequence[str] = ()) -> str:
    """The ``<doc>`` line; ``only`` (vert.doc_attributes) keeps just those attributes, in the usual order,
    and always ``id``; empty = all."""
    keys = DOC_ATTRS if not only else [k for k in DOC_ATTRS if k == "id" or k in only]
    return open_tag("doc", [(k, attrs.get(k, "")) for k in keys])


# -- structure lines, as tag and lint read them ----------------------------------------------------------
NAME = r"[A-Za-z_][A-Za-z0-9_]*"
ENTITY = r"&(?:amp|quot|lt|gt|apos|#[0-9]+|#x[0-9A-Fa-f]+);"
VALUE = rf'"(?:[^"&<>]|{ENTITY})*"'
STRUCTURE_NAME = re.compile(r"<(/?)([A-Za-z_][A-Za-z0-9_]*)")
LANG_ATTR = re.compile(r'\slang="([^"]*)"')
BLOCKS = frozenset({"p", "head", "h1", "h2", "h3", "h4", "h5", "h6"})  # the structures that hold sentences
INLINE = frozenset({"g", "link", "img"})  # structures inside a sentence


def outside_documents(count: int, first: bytes, structures_only: bool) -> str:
    """What tag and dedup say of a stretch of ``count`` lines outside any ``<doc>`` that they leave out
    (``first``: its first filled line), in one wording, since both must say the same of the same input.
    Structure lines only (``<corpus>`` around the documents, a ``</doc>`` twice) lose no text: the caller's
    warning says why they go."""
    text = first[:40].decode("utf-8", "replace")
    said = f"{count} line{'s' if count != 1 else ''} outside any <doc> (\"{text}\"), left out"
    if structures_only:
        said += ": a vertical's documents stand at the top (lint, manatee and cwb-encode read no structure around them)"
    return said
