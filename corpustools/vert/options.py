"""The options of the vert stage, read once from the settings (defaults live only in
:data:`corpustools.config.DEFAULTS`): a frozen, picklable value the shard function, the worker pool and
the Dask executor's warm pool share."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class VertOptions:
    format: str  # default | new | knot | knot-new
    extractor: str  # default | trafilatura
    langid: str  # py3langid | langdetect
    languages: tuple[str, ...]  # restrict detection to these codes (empty: all)
    max_html_bytes: int  # larger pages are cut to this size before parsing
    doc_time_cap: float  # seconds for one document before it is given up
    workers: int  # conversion processes (0: one per core)
    keep_listings: bool  # also write listing pages (dropped as skipped:listing by default)
    htmldate: bool = False  # htmldate's markup search in front of vert's own search of the page
    page_date: bool = True  # search the page itself for its date when no statement gives one
    max_paragraph_chars: int = 1_000_000  # longer paragraphs are cut to this length before tokenizing (0: never)
    tokenizer: str = ""  # '' = by paragraph language; czech | english | generic | a MorphoDiTa model file
    doc_attributes: tuple[str, ...] = ()  # <doc> attributes to write (id always); empty: all
    paragraph_lang: bool = True  # lang="xx" on <p> and headings
    obey_noindex: bool = True  # leave out pages marked noindex (meta robots, X-Robots-Tag)

    @classmethod
    def from_settings(cls, data: Mapping[str, Any]) -> VertOptions:
        """From ``settings.data`` (the plain dict that crosses to worker processes and Dask tasks)."""
        vert = data["vert"]
        return cls(format=str(vert["format"]), extractor=str(vert["extractor"]), langid=str(vert["langid"]),
                   languages=tuple(vert["languages"] or ()), max_html_bytes=int(vert["max_html_bytes"]),
                   doc_time_cap=float(vert["doc_time_cap"]), workers=int(vert["workers"]),
                   keep_listings=bool(vert["keep_listings"]), htmldate=bool(vert["htmldate"]),
                   page_date=bool(vert["page_date"]),
                   max_paragraph_chars=int(vert["max_paragraph_chars"]),
                   tokenizer=str(vert["tokenizer"]), doc_attributes=tuple(vert["doc_attributes"] or ()),
                   paragraph_lang=bool(vert["paragraph_lang"]), obey_noindex=bool(vert["obey_noindex"]))

    def document_options(self) -> dict[str, Any]:
        """What the conversion of one document needs (:func:`corpustools.vert.document.process`)."""
        from corpustools.vert.tokenchoice import effective_choice

        return {"extractor": self.extractor, "langid": self.langid, "languages": self.languages,
                "format": self.format, "max_html_bytes": self.max_html_bytes, "keep_listings": self.keep_listings,
                "htmldate": self.htmldate, "page_date": self.page_date, "max_paragraph_chars": self.max_paragraph_chars,
                "tokenizer": effective_choice(self.tokenizer),
                "paragraph_lang": self.paragraph_lang, "obey_noindex": self.obey_noindex}
