"""Writing a vertical: the lines of a block from its tokens, and the output file.

Three formats (docs/VERTICAL.md): default (manatee), ``new`` (headings and images) and ``knot`` (the
old lines).  A block is rendered from its MorphoDiTa sentences (tokens with code-point offsets), its link
spans and its image positions: ``<g/>`` where two tokens touch, ``<link url>`` around the tokens inside
an ``<a href>`` (closed at sentence ends, never empty), ``<img url/>`` (new) or ``<img="URL">\\t<lenght=1>``
(knot) at the image's position.  :func:`open_output` writes a ``.vert`` or ``.vert.xz`` whole or not at all.

``knot-new`` is ``knot`` with ``-f``: the old system's ``html_to_vert -f`` output, headings ``<h1>``..``<h5>``
and the old link and image lines.  In the knot formats ``<lenght=N>`` counts the *positions* an old
consumer steps back over from the link line to the link's first token: token lines, ``<g/>`` lines and
image lines (an image is one position).  A link that crosses a sentence end gets one link line per
sentence, so no structure line (``</s>``, ``<s>``) is ever inside a counted span.
"""

from __future__ import annotations

import contextlib
import lzma
import os
import queue
import threading
from collections.abc import Iterator, Sequence
from typing import IO

from corpustools.vertical.format import HEADING_FORMATS, Token, escape_attr, escape_token, open_tag
from corpustools.workspace import atomic_write, stdout_bytes

XZ_PRESET = 0  # verticals compress well even at the fastest preset, and the writer thread keeps up


@contextlib.contextmanager
def open_output(output: str | os.PathLike[str], preset: int = XZ_PRESET) -> Iterator[IO[bytes]]:
    """A vertical file for writing bytes (xz-compressed for ``.xz``), under a temporary name that is
    renamed into place when the block ends without an exception; ``-`` is stdout, uncompressed."""
    if str(output) == "-":
        out = stdout_bytes()
        yield out
        out.flush()
        return
    with atomic_write(output, "wb") as raw:
        if not str(output).endswith(".xz"):
            yield raw
            return
        fh = XzWriterThread(raw, preset)
        try:
            yield fh  # type: ignore[misc]
        except BaseException:
            fh.abort()
            raise
        fh.close()


class XzWriterThread:
    """A write-only file object that xz-compresses on a thread of its own (``lzma`` releases the GIL
    while it compresses), so the main process's reading and writing thread does not wait for it.  The
    bytes are those of ``lzma.open(raw, "wb", preset=preset)``: one xz stream, the same compressor
    fed the same pieces in the same order."""

    QUEUE = 16  # batches waiting for the compressor: memory stays bounded when it falls behind
    BATCH = 1 << 20  # bytes handed to the compressor at once (see :meth:`write`)

    def __init__(self, raw: IO[bytes], preset: int = XZ_PRESET) -> None:
        self.raw = raw
        self.compressor = lzma.LZMACompressor(format=lzma.FORMAT_XZ, preset=preset)
        self.pieces: queue.Queue[bytes | None] = queue.Queue(self.QUEUE)
        self.error: BaseException | None = None
        self.batch: list[bytes] = []
        self.batched = 0
        self.thread = threading.Thread(target=self._run, name="vert-xz-writer", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while (piece := self.pieces.get()) is not None:
            if self.error is None:
                try:
                    self.raw.write(self.compressor.compress(piece))
                except BaseException as exc:  # noqa: BLE001 - raised in the writing thread at close
                    self.error = exc

    def write(self, data: bytes) -> int:
        """Queue ``data`` for the compressor in batches of about ``BATCH`` bytes.  Handed over a document
        at a time (~15 kB), the thread woke for every piece and shared its core with the reading thread
        in between (whose inflating of the input streams through the cache): on the 989 sample pages it
        took 0.72-0.77 CPU-s for what one ``lzma.compress`` call does in 0.46, in 1 MB batches 0.52-0.56.
        liblzma's output does not depend on how its input is cut: the file's bytes are the same."""
        if self.error is not None:
            raise self.error
        self.batch.append(bytes(data))
        self.batched += len(data)
        if self.batched >= self.BATCH:
            self._hand_over()
        return len(data)

    def _hand_over(self) -> None:
        if self.batch:
            self.pieces.put(b"".join(self.batch))
            self.batch, self.batched = [], 0

    def close(self) -> None:
        """Finish the stream; an error of the compressor thread (disk full) is raised here."""
        self._hand_over()
        self.pieces.put(None)
        self.thread.join()
        if self.error is not None:
            raise self.error
        self.raw.write(self.compressor.flush())

    def abort(self) -> None:
        """Stop without finishing the stream (the output is being thrown away)."""
        self.error = self.error or RuntimeError("aborted")
        self.pieces.put(None)
        self.thread.join()


def render_sentences(sentences: Sequence[Sequence[Token]], links: Sequence[tuple[int, int, str]] = (),
                     images: Sequence[tuple[int, str]] = (), fmt: str = "default") -> list[str]:
    """The lines of ``<s>`` … ``</s>`` for the sentences of one block.  A token is in a link when their
    spans overlap; tokens and links are both in text order, so one moving index finds it."""
    out: list[str] = []
    add = out.append
    knot = fmt.startswith("knot")
    pending = sorted(images) if fmt != "default" else []
    if not links and not pending:  # most blocks: tokens and glue only
        for sent in sentences:
            add("<s>")
            prev_end = -1
            for form, start, end in sent:
                if start == prev_end:
                    add("<g/>")
                add(escape_token(form))
                prev_end = end
            add("</s>")
        return out
    img_i = 0
    n_images = len(pending)
    links = sorted(links)
    n_links = len(links)
    link_i = 0
    last_sentence = len(sentences) - 1
    for si, sent in enumerate(sentences):
        add("<s>")
        current: int | None = None
        count = 0
        prev_end = -1
        for form, start, end in sent:
            while link_i < n_links and links[link_i][1] <= start:
                link_i += 1
            link = None
            if link_i < n_links:
                link_start, link_end, _url = links[link_i]
                if link_start <= start < link_end or start <= link_start < end:
                    link = link_i
            if current is not None and link != current:
                add(_close_link(links[current][2], count, fmt))
                current = None
            while img_i < n_images and pending[img_i][0] <= start:
                add(_image(pending[img_i][1], fmt))
                img_i += 1
                count += current is not None  # an image inside a link is one position of it
            if start == prev_end:  # (prev_end is -1 before the sentence's first token)
                add("<g/>")
                count += current is not None  # glue between two tokens of the link
            if link is not None and current is None:
                current, count = link, 0
                if not knot:
                    add(open_tag("link", [("url", links[link][2])]))
            add(escape_token(form))
            count += 1
            prev_end = end
        if current is not None:
            add(_close_link(links[current][2], count, fmt))
        if si == last_sentence:
            while img_i < n_images:
                add(_image(pending[img_i][1], fmt))
                img_i += 1
        add("</s>")
    return out


def _close_link(url: str, count: int, fmt: str) -> str:
    if fmt.startswith("knot"):
        return f'<link="{escape_attr(url)}">\t<lenght={count}>'
    return "</link>"


def _image(url: str, fmt: str) -> str:
    if fmt.startswith("knot"):
        return f'<img="{escape_attr(url)}">\t<lenght=1>'
    return f'<img url="{escape_attr(url)}"/>'


def block_lines(tag: str, lang: str, sentences: Sequence[Sequence[Token]],
                links: Sequence[tuple[int, int, str]] = (), images: Sequence[tuple[int, str]] = (),
                fmt: str = "default", heading: int = 0, paragraph_lang: bool = True) -> list[str]:
    """A whole ``<p lang>`` (or ``<hN lang>`` with -f) block; [] when it has no token.
    ``paragraph_lang=False`` (vert.paragraph_lang) writes ``<p>`` without the lang attribute."""
    if not any(sentences):
        return []
    return wrap_block(lang, render_sentences([s for s in sentences if s], links, images, fmt), fmt, heading,
                      paragraph_lang)


def wrap_block(lang: str, body: list[str], fmt: str = "default", heading: int = 0,
               paragraph_lang: bool = True) -> list[str]:
    """The sentence lines ``body`` of a block inside its ``<p lang>`` (or ``<hN lang>`` with -f)."""
    opening, closing = block_tags(lang, fmt, heading, paragraph_lang)
    return [opening, *body, closing]


def block_tags(lang: str, fmt: str = "default", heading: int = 0, paragraph_lang: bool = True) -> tuple[str, str]:
    """The opening and closing lines of a block (see :func:`wrap_block`)."""
    name = f"h{heading}" if heading and fmt in HEADING_FORMATS else "p"
    key = (name, lang if paragraph_lang else None)
    tags = _BLOCK_TAGS.get(key)
    if tags is None:
        if len(_BLOCK_TAGS) > 10_000:
            _BLOCK_TAGS.clear()
        tags = _BLOCK_TAGS[key] = (open_tag(name, [("lang", lang)] if paragraph_lang else []), f"</{name}>")
    return tags


# (name, lang) -> the opening and closing lines of a block: a few languages on every page, and building
# the attribute anew (control characters, escapes) for each block cost more than the lookup
_BLOCK_TAGS: dict[tuple[str, str | None], tuple[str, str]] = {}


def head_lines(sentences: Sequence[Sequence[Token]]) -> list[str]:
    if not any(sentences):
        return []
    return ["<head>", *render_sentences([s for s in sentences if s]), "</head>"]
