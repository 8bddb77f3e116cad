"""Development sets for extraction quality: loading them and scoring an extraction against their truth.

The sets live outside the repository, under ``../shared/samples/html/`` (or ``$CORPUSTOOLS_SAMPLES``);
users do not have them, so only ``bench/`` uses this module, never the tests.

==================== ===== ==========================================================================
set                  pages ground truth
==================== ===== ==========================================================================
wcxb-dev             500   ``NNNN.json``: main_content, ``with``/``without`` snippets, page type,
                           title, author, publish_date
scrapinghub-aeb      181   ``ground-truth.json``: articleBody and url per page
mozilla-readability  130   none here (readability's expected.html is not shipped); with
                           ``$CORPUSTOOLS_MOZILLA_TRUTH`` naming the JSON that ``bench/mozilla_truth.js``
                           makes (Readability.js's text of each page, as its fixtures are made)
trafilatura-cache    110   none here (trafilatura's ``tests/evaldata.py`` snippets are not shipped; with
                           ``$CORPUSTOOLS_TRAFILATURA_EVALDATA`` naming a copy of that file, its
                           ``with``/``without`` snippets and addresses are used)
cmoncrawl-cz          68   none: Czech news pages for boilerplate checks by eye and empty-document counts
==================== ===== ==========================================================================

Scores, per page, then averaged over the pages that have a truth text:

* ``token_scores``: bag-of-words precision/recall/F1 of the extracted text against the truth text
  (lower-cased ``\\w+`` tokens, multiset intersection), as the scrapinghub article-extraction benchmark
  does;
* ``snippet_counts``: wcxb's ``with`` snippets found in the extraction are true positives (missing: false
  negatives), ``without`` snippets found are false positives; summed over a set, then
  P = tp / (tp + fp), R = tp / (tp + fn) (whitespace-normalised, case-sensitive substring test).
"""

from __future__ import annotations

import collections
import gzip
import json
import os
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETS = ("wcxb-dev", "scrapinghub-aeb", "mozilla-readability", "trafilatura-cache", "cmoncrawl-cz")
_WORD = re.compile(r"\w+")
_URL_TAGS = re.compile(rb"<(?:link|meta)\b[^>]*(?:rel=[\"']?canonical|property=[\"']?og:url)[^>]*>", re.I)
_URL_VALUE = re.compile(rb"(?:href|content)=[\"']?([^\"'\s>]+)", re.I)


@dataclass
class Page:
    """One page of a development set with whatever truth the set has (``truth`` None: no truth)."""

    set: str
    id: str
    url: str
    html: bytes
    truth: str | None = None
    with_snippets: list[str] = field(default_factory=list)
    without_snippets: list[str] = field(default_factory=list)
    page_type: str | None = None
    publish_date: str | None = None
    title: str | None = None
    author: str | None = None


def samples_dir() -> Path:
    """``$CORPUSTOOLS_SAMPLES`` or the first ``shared/samples/html`` above the repository."""
    env = os.environ.get("CORPUSTOOLS_SAMPLES")
    if env:
        return Path(env)
    for up in (ROOT.parent, ROOT.parent.parent):
        candidate = up / "shared" / "samples" / "html"
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "samples" / "html"


def load_set(name: str, base: Path | None = None) -> list[Page]:
    """All pages of one set, sorted by id."""
    folder = (base or samples_dir()) / name
    if not folder.is_dir():
        raise FileNotFoundError(f"no such sample set: {folder}")
    if name == "wcxb-dev":
        return _wcxb(folder)
    if name == "scrapinghub-aeb":
        truth = json.loads((folder / "ground-truth.json").read_text("utf-8"))
        return [Page(name, key, item.get("url") or f"https://{name}.example/{key}",
                     (folder / f"{key}.html").read_bytes(), truth=item.get("articleBody") or "")
                for key, item in sorted(truth.items()) if (folder / f"{key}.html").is_file()]
    pages = []
    snippets = _trafilatura_snippets() if name == "trafilatura-cache" else {}
    texts = _mozilla_truth() if name == "mozilla-readability" else {}
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in (".html", ".htm")):
        data = path.read_bytes()
        rel = path.relative_to(folder).as_posix()
        page = Page(name, rel, _page_url(data) or f"https://{name}.example/{rel}", data)
        if rel in snippets:
            page.url, page.with_snippets, page.without_snippets = snippets[rel]
        if texts.get(rel):
            page.truth = texts[rel]
        pages.append(page)
    return pages


def _mozilla_truth() -> dict[str, str]:
    """{file: Readability.js's text} from ``$CORPUSTOOLS_MOZILLA_TRUTH`` (see ``bench/mozilla_truth.js``)."""
    path = os.environ.get("CORPUSTOOLS_MOZILLA_TRUTH")
    return {k: v for k, v in json.loads(Path(path).read_text("utf-8")).items() if v} if path else {}


def _trafilatura_snippets() -> dict[str, tuple[str, list[str], list[str]]]:
    """{file: (url, with, without)} from trafilatura's ``tests/evaldata.py`` when
    ``$CORPUSTOOLS_TRAFILATURA_EVALDATA`` names a copy (file names as the samples spell them: non-ASCII
    letters as ``_``)."""
    import ast

    path = os.environ.get("CORPUSTOOLS_TRAFILATURA_EVALDATA")
    if not path:
        return {}
    source = Path(path).read_text("utf-8")
    pages = ast.literal_eval(source[source.index("{"):source.rindex("}") + 1])
    return {re.sub(r"[^\x00-\x7f]", "_", item["file"]): (url, list(item.get("with") or []),
                                                          list(item.get("without") or []))
            for url, item in pages.items()}


def _wcxb(folder: Path) -> list[Page]:
    pages = []
    for meta_path in sorted(folder.glob("*.json")):
        key = meta_path.stem
        html_path = folder / f"{key}.html.gz"
        if not html_path.is_file():
            continue
        meta = json.loads(meta_path.read_text("utf-8"))
        gt = meta.get("ground_truth") or {}
        kind = ((meta.get("_internal") or {}).get("page_type") or {}).get("primary")
        pages.append(Page("wcxb-dev", key, meta.get("url") or f"https://wcxb.example/{key}",
                          gzip.decompress(html_path.read_bytes()), truth=gt.get("main_content") or "",
                          with_snippets=list(gt.get("with") or []), without_snippets=list(gt.get("without") or []),
                          page_type=kind, publish_date=gt.get("publish_date"), title=gt.get("title"),
                          author=gt.get("author")))
    return pages


def _page_url(data: bytes) -> str | None:
    """The page's own address from ``<link rel=canonical>`` or ``og:url`` (attributes in any order)."""
    for tag in _URL_TAGS.finditer(data[:200_000]):
        value = _URL_VALUE.search(tag.group())
        if value:
            url = value.group(1).decode("utf-8", "replace").strip()
            if url.startswith(("http://", "https://")):
                return url
    return None


def words(text: str) -> collections.Counter:
    return collections.Counter(_WORD.findall(text.lower()))


def token_scores(got: str, truth: str) -> tuple[float, float, float]:
    """Bag-of-words (precision, recall, F1) of ``got`` against ``truth``."""
    g, r = words(got), words(truth)
    inter = sum((g & r).values())
    p = inter / sum(g.values()) if g else 0.0
    rc = inter / sum(r.values()) if r else 0.0
    return p, rc, (2 * p * rc / (p + rc) if p + rc else 0.0)


def _norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFC", text).split())


def snippet_counts(got: str, page: Page) -> tuple[int, int, int]:
    """(true positives, false positives, false negatives) of wcxb's with/without snippets."""
    text = _norm(got)
    tp = sum(1 for s in page.with_snippets if _norm(s) in text)
    fn = len(page.with_snippets) - tp
    fp = sum(1 for s in page.without_snippets if _norm(s) and _norm(s) in text)
    return tp, fp, fn


def prf_from_counts(tp: int, fp: int, fn: int) -> tuple[float, float, float]:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)
