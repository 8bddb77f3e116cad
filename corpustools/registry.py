"""A manatee / NoSketch Engine registry file (and a ``cwb-encode`` command) for the workspace's verticals.

A corpus manager needs to be told what the vertical holds: the token attributes (``word``, plus
``lemma`` and ``tag`` after ``tag``), every structure with the attributes it carries, which structure is
the document, which structure is glue (``<g/>``, shown without a space) and which document attributes
are text types for building subcorpora (``date``, ``year``, ``month``, ``site``, ``source``, ``lang``,
``type``).  Nothing is assumed: the verticals are read and the registry declares exactly the structures
and attributes written in them, in the order they first appear.  ``--format knot`` verticals (whose
link and image lines are not XML) cannot be described this way and are refused.
"""

from __future__ import annotations

import bz2
import gzip
import logging
import lzma
import os
import re
import shlex
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from corpustools.errors import CorpustoolsError
from corpustools.vertical.chunks import HEAD_BYTES, not_a_vertical

log = logging.getLogger(__name__)

TOKEN_ATTRIBUTES = {1: ("word",), 3: ("word", "lemma", "tag")}
TEXT_TYPES = ("source", "site", "year", "month", "date", "lang", "type")
GLUE = "g"
LANGUAGES = {"cs": "Czech", "sk": "Slovak", "en": "English", "de": "German", "pl": "Polish", "fr": "French",
             "es": "Spanish", "it": "Italian", "hu": "Hungarian", "ru": "Russian", "uk": "Ukrainian"}
_OPEN = re.compile(r"<([A-Za-z_][A-Za-z0-9_]*)((?:\s+[A-Za-z_][A-Za-z0-9_]*=\"[^\"]*\")*)\s*(/?)>$")
_ATTR = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)=\"([^\"]*)\"")
_KNOT = re.compile(r"^<(?:link|img)=\"")


class RegistryError(CorpustoolsError):
    """The verticals cannot be described (none found, knot format, inconsistent columns)."""


@dataclass
class Layout:
    """What a set of verticals contains: token columns, structures with their attributes, languages."""

    columns: int = 0
    structures: dict[str, list[str]] = field(default_factory=dict)  # name -> attributes, in first-seen order
    empty: set[str] = field(default_factory=set)  # written as <name/> (glue, images)
    languages: dict[str, int] = field(default_factory=dict)  # <doc lang> -> documents
    documents: int = 0
    files: list[Path] = field(default_factory=list)

    @property
    def attributes(self) -> tuple[str, ...]:
        names = TOKEN_ATTRIBUTES.get(self.columns)
        if names is None:
            names = ("word", *(f"col{i}" for i in range(2, self.columns + 1)))
        return names


_MAGIC = ((b"\xfd7zXZ\x00", "xz"), (b"\x1f\x8b", "gz"), (b"BZh", "bz2"))
_DECOMPRESS = {"xz": "xz -dcf", "gz": "gzip -dc", "bz2": "bzip2 -dc"}  # "xz -dcf" copies a plain file as it is


def compression(path: Path) -> str:
    """``xz``, ``gz``, ``bz2`` or ``plain``, by the file's first bytes whatever it is called, as tag, dedup
    and lint read a vertical (``vertical/chunks.open_input``)."""
    with open(path, "rb") as fh:
        head = fh.read(6)
    return next((kind for magic, kind in _MAGIC if head.startswith(magic)), "plain")


def _open(path: Path) -> IO[str]:
    """The vertical as text, its line ends as they are (``newline=""``): a CR LF that universal newlines
    would hide reaches manatee and cwb-encode, which read the VERTICAL's bytes."""
    opener = {"xz": lzma.open, "gz": gzip.open, "bz2": bz2.open}.get(compression(path))
    if opener is not None:
        return opener(path, "rt", encoding="utf-8", errors="replace", newline="")  # type: ignore[no-any-return,operator]
    return open(path, encoding="utf-8", errors="replace", newline="")


def scan(paths: Iterable[str | os.PathLike[str]]) -> Layout:
    """Read the verticals and note every structure, attribute and the number of token columns."""
    from corpustools.log import progress_bar

    layout = Layout()
    files = [Path(p) for p in paths]
    bar = progress_bar(desc="registry", total=len(files), unit="file", leave=False)  # a corpus: minutes
    try:
        for path in files:
            try:
                _scan_file(path, layout)
            except (OSError, EOFError, lzma.LZMAError, zlib.error) as exc:  # a file cut short (still being copied)
                raise RegistryError(f"{path}: cannot be read to its end ({exc}); no registry written") from None
            if bar is not None:
                bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    if not layout.documents:
        raise RegistryError("no documents in " + (", ".join(map(str, layout.files)) or "no files"))
    return layout


def _scan_file(path: Path, layout: Layout) -> None:
    """Add one vertical's structures, attributes and columns to ``layout`` (a RegistryError for what is
    no vertical)."""
    layout.files.append(path)
    with _open(path) as fh:  # a WARC or an HTML page given by mistake: said as tag and dedup say it
        problem = not_a_vertical(fh.read(HEAD_BYTES).encode("utf-8", "replace"))
    if problem:
        raise RegistryError(f"{path}: not a vertical ({problem})")
    open_doc = 0  # the line of the <doc> not closed yet
    with _open(path) as fh:
        for number, line in enumerate(fh, 1):
            line = line.rstrip("\n")
            if line.endswith("\r"):  # the registry was written, and the compiled corpus had a CR in its columns
                raise RegistryError(f"{path}:{number}: the line ends in a carriage return (CR LF: a vertical saved "
                                    "on Windows), which manatee and cwb-encode would keep in its last column; "
                                    "write it with LF line ends (tag and dedup do)")
            if not line.startswith("<") or not line.endswith(">"):
                columns = line.count("\t") + 1
                if layout.columns and columns != layout.columns:
                    raise RegistryError(f"{path}:{number}: {columns} columns, earlier lines had {layout.columns}")
                layout.columns = columns
                continue
            if line.startswith("</"):
                if line == "</doc>":
                    open_doc = 0
                continue
            if _KNOT.match(line):
                raise RegistryError(f"{path}:{number}: a --format knot line ({line[:40]}...); a registry "
                                    "describes the default or -f/--format-new verticals only")
            match = _OPEN.match(line)
            if match is None:
                raise RegistryError(f"{path}:{number}: not a structure line: {line[:80]!r}")
            name, attrs, empty = match.groups()
            known = layout.structures.setdefault(name, [])
            for key, value in _ATTR.findall(attrs):
                if key not in known:
                    known.append(key)
                if name == "doc" and key == "lang":
                    layout.languages[value] = layout.languages.get(value, 0) + 1
            if empty:
                layout.empty.add(name)
            if name == "doc":
                layout.documents += 1
                open_doc = number
    if open_doc:  # a copy cut short, as a .vert.xz whose stream breaks off (refused above)
        raise RegistryError(f"{path}:{open_doc}: the vertical ends inside this document, without its </doc> (cut "
                            "short?), which manatee and cwb-encode would read unfinished; no registry written")


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def vertical_command(files: Sequence[Path], folder: Path | None = None) -> str:
    """A shell pipeline printing the whole vertical: the finished verticals of ``folder``'s sources in
    name order (so files added later are taken when the corpus is compiled again), else the given files.

    Finished means what the registry was made from (``commands/registry.py``): ``<source>/*.vert.xz`` (or
    ``.vert``) with its ``.done`` marker, no temporary or hidden file.  Whatever else lies there stays out
    of the corpus: the ``.nothing`` note vert leaves beside a WARC without a web page (one line of JSON
    that would be glued to the next file's ``<doc>``), a vertical still being written or put in by hand
    without its marker, verticals of a folder further down.  ``-L``: a source folder (or a vertical) that is a
link to another disk is read, as the scan read it."""
    if folder is not None:
        return (f"find -L {shlex.quote(str(folder))} -mindepth 2 -maxdepth 2 -type f "
                "'(' -name '*.vert.xz' -o -name '*.vert' ')' ! -name '.*' -exec test -f '{}.done' ';' -print0 "
                "| sort -z | xargs -0 xz -dcf")
    # the given files in their order, each with the program that decompresses it: "xz -dcf" alone gave a
    # .vert.gz or .vert.bz2 (read by tag, dedup and the registry's own scan) to the corpus still compressed
    runs: list[tuple[str, list[str]]] = []
    for path in files:
        program = _DECOMPRESS.get(compression(path), _DECOMPRESS["xz"])
        if not runs or runs[-1][0] != program:
            runs.append((program, []))
        runs[-1][1].append(shlex.quote(str(path)))
    commands = [f"{program} {' '.join(names)}" for program, names in runs]
    return commands[0] if len(commands) == 1 else "{ " + " && ".join(commands) + "; }"


def registry_text(name: str, layout: Layout, data_path: Path, vertical: str, info: str = "") -> str:
    """The manatee registry file (see docs/VERTICAL.md, "Compiling the corpus")."""
    language = max(layout.languages, key=layout.languages.__getitem__) if layout.languages else ""
    lines = [
        f"NAME {_quote(name)}",
        f"INFO {_quote(info)}",
        f"PATH {_quote(str(data_path).rstrip('/') + '/')}",
        f"VERTICAL {_quote('| ' + vertical)}",
        'ENCODING "UTF-8"',
    ]
    if language:
        lines.append(f"LANGUAGE {_quote(LANGUAGES.get(language, language))}")
    lines += ["DEFAULTATTR word", ""]
    for attribute in layout.attributes:
        lines.append(f"ATTRIBUTE {attribute}")
    for structure, attributes in layout.structures.items():
        lines.append("")
        if structure == GLUE:
            lines += [f"STRUCTURE {structure} {{", "    DISPLAYTAG 0", '    DISPLAYBEGIN "_EMPTY_"', "}"]
            continue
        if not attributes:
            lines.append(f"STRUCTURE {structure}")
            continue
        lines.append(f"STRUCTURE {structure} {{")
        lines += [f"    ATTRIBUTE {a}" for a in attributes]
        lines.append("}")
    doc = layout.structures.get("doc", [])
    text_types = [f"doc.{a}" for a in TEXT_TYPES if a in doc]
    lines += ["", "DOCSTRUCTURE doc", "MAXDETAIL 10000"]
    if text_types:
        lines.append(f"SUBCORPATTRS {_quote(','.join(text_types))}")
    ref = [f"doc.{a}" for a in ("id", "url", "title", "date", "site", "source") if a in doc]
    if ref:
        lines.append(f"FULLREF {_quote(','.join(ref))}")
    if "site" in doc:
        lines.append('SHORTREF "=doc.site"')
    return "\n".join(lines) + "\n"


def cwb_encode_command(name: str, layout: Layout, data_dir: Path, registry_dir: Path, vertical: str) -> str:
    """The same corpus for the IMS Open Corpus Workbench: the ``cwb-encode`` and ``cwb-makeall`` lines."""
    corpus = name.lower()
    parts = ["cwb-encode", "-c", "utf8", "-x", "-s", "-B", "-d", str(data_dir), "-R", str(registry_dir / corpus)]
    for attribute in layout.attributes[1:]:
        parts += ["-P", attribute]
    for structure, attributes in layout.structures.items():
        if structure == GLUE or structure in layout.empty:
            parts += ["-0", structure]  # CWB has no zero-width regions: glue and images are left out there
        else:
            parts += ["-S", structure + (":0+" + "+".join(attributes) if attributes else "")]
    encode = " ".join(shlex.quote(p) for p in parts)
    makeall = f"cwb-makeall -r {shlex.quote(str(registry_dir))} -V {shlex.quote(corpus.upper())}"
    return f"{vertical} | {encode} && {makeall}"


def corpus_name_ok(name: str) -> bool:
    return re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", name) is not None
