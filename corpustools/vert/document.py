"""One WARC record -> one rendered ``<doc>``: decode, extract, classify, detect languages, tokenize.

This is what a worker process runs for each document.  It takes and returns plain data only; the
parsers, tokenizers and language models it uses are created lazily once per process.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field
from typing import Any

from corpustools.vert.decode import decode_html
from corpustools.vert.headline import drop_repeated
from corpustools.vert.httpbody import finish_payload
from corpustools.vert.metadata import page_metadata
from corpustools.vert.metadata import warm_up as metadata_warm_up
from corpustools.vert.options import VertOptions
from corpustools.vert.read import HtmlRecord
from corpustools.vertical import writer as vertical

log = logging.getLogger(__name__)

@dataclass
class DocResult:
    """A rendered document (``body``: the lines after the ``<doc>`` line up to and including ``</doc>``,
    each ending in a newline, as one string so it crosses the pipe cheaply) or the reason there is none."""

    attrs: dict[str, str] = field(default_factory=dict)
    body: str = ""
    text_hash: str = ""
    counters: dict[str, int] = field(default_factory=dict)
    skipped: str = ""


def options_from_settings(settings_data: dict[str, Any]) -> dict[str, Any]:
    return VertOptions.from_settings(settings_data).document_options()


def warm_up(options: dict[str, Any]) -> None:
    """Load the parser, tokenizers and language model once, when a worker process starts."""
    from corpustools.vert import langid, tokenize

    langid.detector(options["langid"], options["languages"])
    langid.detector("py3langid", options["languages"])
    metadata_warm_up(options["htmldate"])
    for kind in ("czech", "english", "generic"):
        tokenize.sentences("Test.", {"czech": "cs", "english": "en"}.get(kind, "xx"))
    if options["extractor"] == "trafilatura":
        import trafilatura  # noqa: F401
    else:
        import selectolax.lexbor  # noqa: F401


def process(record: HtmlRecord, options: dict[str, Any]) -> DocResult:
    """Turn one HTML response into vertical lines (without the ``<doc>`` line and ``</doc>``)."""
    from corpustools.vert import langid, tokenize

    counters: dict[str, int] = {}
    payload = record.payload
    if record.codings:  # compressed or chunked: unpacked here, in the worker, not in the reading process
        payload, reason, capped = finish_payload(payload, record.codings, options["max_html_bytes"], record.sniff)
        if reason:
            return DocResult(counters=counters, skipped=reason)
        if capped:
            counters["capped"] = 1
    text, enc, replaced = decode_html(payload, record.content_type)
    if replaced:
        counters["decode_errors"] = 1
    page = _extract(text, record.url, options)
    counters.update(page.counters)
    if page.type == "listing" and not options["keep_listings"]:
        return DocResult(counters=counters, skipped="listing")
    if not page.blocks:
        return DocResult(counters=counters, skipped="no_text")
    meta = page_metadata(text, record.url, record.date, record.link, options["htmldate"])
    if page.type == "listing":  # kept with vert.keep_listings: its names are the teasers', not its own
        meta.author = ""
    page.blocks, repeated = drop_repeated(page.blocks, meta.headline)
    if repeated:
        counters["headline_repeats"] = repeated
    kind, languages = options["langid"], options["languages"]
    langs, doc_lang = langid.paragraph_languages([b.text for b in page.blocks], kind, languages)
    fmt = options["format"]
    lines: list[str] = []
    tokens = 0
    paragraphs = 0
    for block, lang in zip(page.blocks, langs):
        sentences = tokenize.sentences(block.text, lang)
        block_out = vertical.block_lines(block.tag, lang, sentences, block.links, block.images, fmt, block.heading)
        if block_out:
            lines.extend(block_out)
            paragraphs += 1
            counters[f"lang:{lang}"] = counters.get(f"lang:{lang}", 0) + 1
            tokens += sum(len(s) for s in sentences)
    if not lines:
        return DocResult(counters=counters, skipped="no_text")
    head_sentences = tokenize.sentences(meta.headline, doc_lang) if meta.headline else []
    head = vertical.head_lines(head_sentences) if head_sentences else []
    tokens += sum(len(s) for s in head_sentences)  # a token count is every token line, the title's too
    normalized = "\n".join(" ".join(t.lower().split()) for t in [meta.headline, *(b.text for b in page.blocks)])
    counters.update({"documents": 1, "paragraphs": paragraphs, "tokens": tokens})
    attrs = {"url": record.url, **meta.attributes(), "enc": enc, "lang": doc_lang, "type": page.type}
    body = "\n".join(head + lines) + "\n</doc>\n"
    return DocResult(attrs, body, hashlib.sha1(normalized.encode("utf-8", "replace")).hexdigest(), counters)


def _extract(text: str, url: str, options: dict[str, Any]) -> Any:
    from corpustools.vert import extract

    if options["extractor"] == "trafilatura":
        return extract.extract_trafilatura(text, url)
    if options["extractor"] != "default":
        raise ValueError(f"unknown extractor {options['extractor']!r} (default or trafilatura)")
    from corpustools.vert import choose

    return choose.extract_page(text, url, options)
