"""One WARC record -> one rendered ``<doc>``: decode, extract, classify, detect languages, tokenize.

This is what a worker process runs for each document.  It takes and returns plain data only; the
parsers, tokenizers and language models it uses are created lazily once per process.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import pickle
import re
from collections.abc import Generator, Mapping
from dataclasses import dataclass, field
from typing import Any

from corpustools.vert.decode import decode_html, utf8_source
from corpustools.vert.httpbody import finish_payload
from corpustools.vert.options import VertOptions
from corpustools.vert.read import HtmlRecord, media_type
from corpustools.vert.steps import run_steps
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

    def utf8(self) -> bytes:
        """The body as the output file gets it."""
        return self.body.encode("utf-8")

    def __reduce_ex__(self, protocol: Any) -> tuple[Any, ...]:
        """Pickled with the body as UTF-8 bytes, out of band from protocol 5 on (``vert.worker.write_msg``):
        the reading process, the one serial part of a run, writes them as they came, instead of decoding
        the pickle's UTF-8 to a str and encoding that again (~3 % of its instructions)."""
        data: Any = self.utf8()
        if isinstance(protocol, int) and protocol >= 5:
            data = pickle.PickleBuffer(data)
        return (_received, (self.attrs, data, self.text_hash, self.counters, self.skipped))


class _ReceivedDoc(DocResult):
    """A :class:`DocResult` unpickled: its body kept as the UTF-8 bytes that came, decoded only if read."""

    @property  # type: ignore[override]
    def body(self) -> str:
        return bytes(self._utf8).decode("utf-8")

    @body.setter
    def body(self, value: str) -> None:
        self._utf8 = value.encode("utf-8")

    def utf8(self) -> bytes:
        return self._utf8


def _received(attrs: dict[str, str], utf8: Any, text_hash: str, counters: dict[str, int], skipped: str) -> DocResult:
    doc = _ReceivedDoc.__new__(_ReceivedDoc)
    doc.attrs, doc._utf8, doc.text_hash, doc.counters, doc.skipped = attrs, utf8, text_hash, counters, skipped
    return doc


def options_from_settings(settings_data: dict[str, Any]) -> dict[str, Any]:
    return VertOptions.from_settings(settings_data).document_options()


def warm_up(options: dict[str, Any]) -> None:
    """Load the parser, tokenizers and language model once, when a worker process starts (only worker
    processes call this, and the zygote they are forked from).

    Also the cyclic garbage collector's first generation is collected every 10,000 allocations, not 700:
    a page makes and frees hundreds of thousands of small objects (nodes, strings, blocks) and hardly
    any reference cycle, so the default threshold ran the collector ~430 times over the 989 sample
    pages for ~0.085 CPU-s of a worker's ~9; at 10,000 it runs a few times for ~0.005."""
    import gc

    from corpustools.vert import langid, metadata, tokenize

    gc.set_threshold(10_000, 10, 10)

    langid.detector(options["langid"], options["languages"])
    langid.detector("py3langid", options["languages"])
    metadata.warm_up(options["htmldate"])
    for kind in ("czech", "english", "generic"):
        tokenize.sentences("Test.", {"czech": "cs", "english": "en"}.get(kind, "xx"), options["tokenizer"])
    if options["extractor"] == "trafilatura":
        import trafilatura  # noqa: F401
    else:  # the extractor's modules (their patterns compile on import) once, in the zygote, not in every worker
        import selectolax.lexbor  # noqa: F401

        from corpustools.vert import choose  # noqa: F401


def process(record: HtmlRecord, options: dict[str, Any]) -> DocResult:
    """Turn one HTML response into vertical lines (without the ``<doc>`` line and ``</doc>``)."""
    return run_steps(process_steps(record, options), lambda requests: identify_many(requests, options))


def identify_many(requests: list[list[str]], options: dict[str, Any]) -> list[list[tuple[str, float]]]:
    """The language guesses for several documents' paragraphs (each a request of :func:`process_steps`)."""
    from corpustools.vert import langid

    return langid.classify_groups(requests, options["langid"], options["languages"])


def process_steps(record: HtmlRecord, options: dict[str, Any]) -> Generator[list[str], Any, DocResult]:
    """:func:`process` as the steps a worker runs (see ``vert.worker``): it yields the paragraphs whose
    language it wants identified (``langid.paragraph_steps``), so that a worker identifies those of several
    documents in one call (:func:`identify_many`), and returns the document."""
    from corpustools.vert import langid, tokenize
    from corpustools.vert.byline import dateline_credit
    from corpustools.vert.headline import (  # here: not compiled by the reader
        drop_author_lines,
        drop_date_lines,
        drop_desk_line,
        drop_name_lines,
        drop_repeated,
        drop_site_heading,
        drop_tier_labels,
        same_text,
        site_words,
    )
    from corpustools.vert.hidden import XML_TYPES, close_title, xhtml_as_html  # (its 28 patterns, too)
    from corpustools.vert.metadata import (  # here: the reader imports us
        front_page,
        page_metadata,
        plain_metadata,
        site_of,
    )

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
    if options.get("obey_noindex", True) and (noindex_header(record.robots) or noindex_meta(text)):
        return DocResult(counters=counters, skipped="noindex")
    source = utf8_source(payload, enc, replaced)
    mended = close_title(text)  # an unclosed <title> would take the whole page (hidden.py)
    if media_type(record.content_type) in XML_TYPES:  # parsed as XML by a browser: its self-closed <script/>
        mended = xhtml_as_html(mended)
    if mended is not text:
        text, source = mended, None
    if record.plain:  # the first try failed (see retry_plain): no parser this time
        from corpustools.vert.choose import plain_page

        page = plain_page(text, record.url, options)
        counters.update({"extract_fallback": 1, f"retried:{record.plain}": 1})
    else:
        page = _extract(text, record.url, options, source, record.link)
    counters.update(page.counters)
    if page.type == "listing" and not options["keep_listings"]:
        return DocResult(counters=counters, skipped="listing")
    if not page.blocks:
        return DocResult(counters=counters, skipped="no_text")
    if record.plain:
        meta = plain_metadata(page.title, record.url, record.date, record.link)
    else:
        meta = page_metadata(text, record.url, record.date, record.link, options.get("page_date", True), page.facts,
                             htmldate=options["htmldate"], shown_author=page.type == "article")
    if page.type == "listing":  # kept with vert.keep_listings: its names are the teasers', not its own
        meta.author = ""
    # (xnews29d) a heading right over the headline's block (Blogger's "date-header" over the post's title), judged
    # before the headline's repeat goes
    over_title = len(page.blocks) > 2 and page.blocks[0].heading and same_text(page.blocks[1].text, meta.headline)
    if page.blocks and page.blocks[0].heading and not front_page(record.url):
        # (xother35) the site's name heading the page over its own title (a forum's, a blog's header)
        page.blocks, named = drop_site_heading(page.blocks, page.facts.site_names() if page.facts is not None else (),
                                               meta.title, meta.headline, record.url)
        if named:
            counters["site_headings"] = named
    page.blocks, repeated = drop_repeated(page.blocks, meta.headline)
    if repeated:
        counters["headline_repeats"] = repeated
    if page.type == "article" and not meta.author:  # (xleft34) a wire report's dateline: "PRAHA (ČTK) –", "(Reuters) -"
        # (the text's first two paragraphs: a lead may open it, the dateline the report under it)
        # (xreview34b) not a quote's: a blog post opening with a wire report's paragraph in a <blockquote> is the
        # blogger's, not the agency's
        lead = [b for b in page.blocks[:4] if not b.heading and "blockquote" not in (b.tag, b.parent_tag)][:2]
        meta.author = next((c for b in lead if (c := dateline_credit(b.text))), "")
    if page.type == "article" and meta.author:  # the writer's name alone in a line: metadata, not text
        page.blocks, named = drop_author_lines(page.blocks, meta.author)
        if named:
            counters["author_lines"] = named
    if page.type == "article":  # (xleft32) the writers' names alone, without a byword or a mark: "Jan Novák / ČTK"
        page.blocks, names = drop_name_lines(page.blocks, meta.author)
        if names:
            counters["name_lines"] = names
        # (xleft33) the writer's desk under the headline, the name gone: "Newyddion BBC Cymru", "BBC News Mundo"
        page.blocks, desks = drop_desk_line(page.blocks, site_words(
            page.facts.site_names() if page.facts is not None else (), meta.title, meta.headline))
        if desks:
            counters["desk_lines"] = desks
    if page.type == "article":  # (xleft31) a paid tier's label alone at the text's start or end: "SPIEGEL+", "Premium"
        page.blocks, tiers = drop_tier_labels(page.blocks, site_of(record.url),
                                              page.facts.site_names() if page.facts is not None else ())
        if tiers:
            counters["tier_labels"] = tiers
    # the article's date alone in a line: metadata too; (xleft36) and a forum thread's under its title (XenForo's
    # "<li><time>12. November 2026</time></li>" beside the starter's name, the posts' stamps gone as theirs)
    if meta.date and (page.type == "article" or len(page.posts) > 1):
        page.blocks, dated = drop_date_lines(page.blocks, meta.date, author=meta.author,
                                             heading_over_title=bool(over_title and repeated))
        if dated:
            counters["date_lines"] = dated
    # a link post, a short notice: the headline is the page's one paragraph; written once, as the paragraph
    # (a document is its paragraphs, and <head> alone would leave it none)
    headline = "" if len(page.blocks) == 1 and same_text(page.blocks[0].text, meta.headline) else meta.headline
    cut = cap_paragraphs(page.blocks, options.get("max_paragraph_chars", 0))
    if cut:  # logged by the reading process (vert.run), which owns the log
        counters["long_paragraphs"] = cut
    kind, languages = options["langid"], options["languages"]
    langs, doc_lang = yield from langid.paragraph_steps([b.text for b in page.blocks], kind, languages)
    if doc_lang in langid.DECLARED_DECIDES:  # Bosnian, Croatian, Serbian: the page's lang tells them apart
        langs, doc_lang = langid.as_declared(langs, doc_lang, text, languages)
    fmt, choice, paragraph_lang = options["format"], options["tokenizer"], options["paragraph_lang"]
    lines: list[str] = []
    add, extend = lines.append, lines.extend
    tokens = 0
    per_lang: dict[str, int] = {}  # paragraphs written per language
    for block, lang in zip(page.blocks, langs):
        if block.links or (block.images and fmt != "default"):
            sentences = tokenize.sentences(block.text, lang, choice)
            block_out = vertical.block_lines(block.tag, lang, sentences, block.links, block.images, fmt,
                                             block.heading, paragraph_lang)
            if not block_out:
                continue
            extend(block_out)
            tokens += sum(len(s) for s in sentences)
        else:  # tokens and glue only (most blocks): lines straight from the tokenizer into the document's
            body, count = tokenize.sentence_lines(block.text, lang, choice)
            if not count:
                continue
            opening, closing = vertical.block_tags(lang, fmt, block.heading, paragraph_lang)
            add(opening)
            extend(body)
            add(closing)
            tokens += count
        per_lang[lang] = per_lang.get(lang, 0) + 1
    paragraphs = sum(per_lang.values())
    for lang, count in per_lang.items():
        counters[f"lang:{lang}"] = counters.get(f"lang:{lang}", 0) + count
    if not lines:
        return DocResult(counters=counters, skipped="no_text")
    head_sentences = tokenize.sentences(headline, doc_lang, options["tokenizer"]) if headline else []
    head = vertical.head_lines(head_sentences) if head_sentences else []
    tokens += sum(len(s) for s in head_sentences)  # a token count is every token line, the title's too
    normalized = _hash_text([headline, *(b.text for b in page.blocks)])
    counters.update({"documents": 1, "paragraphs": paragraphs, "tokens": tokens})
    attrs = {"url": record.url, **meta.attributes(), "enc": enc, "lang": doc_lang, "type": page.type}
    body = "\n".join(head + lines) + "\n</doc>\n"
    return DocResult(attrs, body, hashlib.sha1(normalized.encode("utf-8", "replace")).hexdigest(), counters)


process.steps = process_steps  # type: ignore[attr-defined]  # a worker runs several documents at once (vert.worker)
process.answer = identify_many  # type: ignore[attr-defined]


def retry_plain(record: HtmlRecord, failure: Any) -> HtmlRecord | None:
    """The page once more, for the plain pass (text between block-level tags, no HTML parser, the metadata
    of its title, its feed item and its address), when its first try failed: passed the time cap (an HTML
    parser is quadratic in nesting depth, and a page nested 100,000 deep takes minutes), killed its worker
    (a parser's crash) or raised outside the extractor's own fallback.  The pool's ``retry``
    (:class:`~corpustools.vert.pool.WorkerPool`): a page with readable text is not lost to the extractor."""
    if record.plain:
        return None
    return dataclasses.replace(record, plain=failure.reason)


def _hash_text(texts: list[str]) -> str:
    """What the text hash is taken of: each text lower-cased with its white space collapsed, one a line.
    The extractor's blocks are collapsed already (printable, no double, leading or trailing blank): those
    are not split and joined again, and all are lowered at once (lowering neither makes nor moves white
    space, and a line break bounds the context of a final sigma): 30 -> 18 ms on the 468 mixed pages."""
    return "\n".join(t if t.isprintable() and "  " not in t and t[:1] != " " and t[-1:] != " "
                     else " ".join(t.split()) for t in texts).lower()


def cap_paragraphs(blocks: list[Any], limit: int) -> int:
    """Cut blocks longer than ``limit`` characters (0: no limit) at the last space before it, so one
    paragraph without breaks (a minified script, base64) cannot take gigabytes as tokens; returns how
    many were cut.  Links and images past the cut are dropped with the text."""
    if limit <= 0:
        return 0
    cut = 0
    for block in blocks:
        if len(block.text) > limit:
            end = block.text.rfind(" ", limit // 2, limit + 1)
            end = end if end > 0 else limit
            block.text = block.text[:end]
            block.links = [link for link in block.links if link[0] < end]
            block.links = [(a, min(b, end), href) for a, b, href in block.links]
            block.images = [image for image in block.images if image[0] <= end]
            cut += 1
    return cut


_META_TAG = re.compile(r"<meta\b[^>]*>", re.I)
_META_NAME = re.compile(r"""\bname\s*=\s*["']?\s*(robots|corpustools)\b""", re.I)
_META_CONTENT = re.compile(r"""\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))""", re.I)
_HEAD_END = re.compile(r"<body\b|</head\s*>", re.I)


_DIRECTIVES_WITH_VALUE = ("unavailable_after", "max-snippet", "max-image-preview", "max-video-preview")
"""Robots directives written "name: value", whose name is no robot's."""

_COMMENT_OPEN = "<!--"


def _says_noindex(directives: str) -> bool:
    words = {w.strip().lower() for w in directives.split(",")}
    return "noindex" in words or "none" in words


def noindex_header(value: str) -> bool:
    """``X-Robots-Tag: noindex`` (or ``none``), for every robot or for ``corpustools:``.  A robot's name before a
    directive holds for the directives after it in the same header ("otherbot: nofollow, noindex" is all the other
    robot's, as Google reads it), up to the next name; the reader joins the headers with newlines, so a header of
    its own ("noindex") is for every robot again (a value joined by ", " is read as one header)."""
    return any(_header_says_noindex(line) for line in value.split("\n"))


def _header_says_noindex(header: str) -> bool:
    """One ``X-Robots-Tag`` header: its directives for every robot (or ``corpustools``) say noindex."""
    ours = True
    for part in header.split(","):
        name, sep, rest = part.partition(":")
        if sep and name.strip() and " " not in name.strip() and name.strip().lower() not in _DIRECTIVES_WITH_VALUE:
            ours = name.strip().lower() == "corpustools"
            part = rest
        if ours and _says_noindex(part):
            return True
    return False


def noindex_meta(html: str) -> bool:
    """``<meta name="robots" content="noindex">`` (or ``name="corpustools"``) in the page's head."""
    end = _HEAD_END.search(html)
    for meta in _META_TAG.finditer(html, 0, end.start() if end else 100_000):  # the head, not copied out
        tag = meta.group()
        # _META_NAME needs "robots" or "corpustools": a meta tag without "robot" or "corpu" in any case
        # (the letters re.I matches nothing else with) is passed over at the price of a lower();
        # with the head searched in place this is 61 -> 36 us a page on the 468 mixed pages
        low = tag.lower()
        if ("robot" in low or "corpu" in low) and _META_NAME.search(tag):
            found = _META_CONTENT.search(tag)
            if found and _says_noindex(next(g for g in found.groups() if g is not None)) \
                    and not _commented_out(html, meta.start()):
                return True
    return False


def _commented_out(html: str, at: int) -> bool:
    """The tag at ``at`` lies in an HTML comment: a robots tag a staging site left commented out
    ("<!-- <meta name="robots" content="noindex"> -->") is for no robot.  Only asked of a noindex tag."""
    opened = html.rfind(_COMMENT_OPEN, 0, at)
    return opened >= 0 and html.find("-->", opened, at) < 0


def _extract(text: str, url: str, options: dict[str, Any], utf8: bytes | None = None,
             feed: Mapping[str, str] | None = None) -> Any:
    from corpustools.vert import extract

    if options["extractor"] == "trafilatura":
        return extract.extract_trafilatura(text, url)
    if options["extractor"] != "default":
        raise ValueError(f"unknown extractor {options['extractor']!r} (default or trafilatura)")
    from corpustools.vert import choose

    return choose.extract_page(text, url, options, utf8, feed)
