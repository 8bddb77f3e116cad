"""A page's parse by lexbor (selectolax), whose CSS queries share one selector engine per thread.

selectolax gives every parsed document a CSS selector engine of its own, made on the document's first query
(a CSS parser, a selector list and a matcher, their memory pools set up): 26 µs a page, about a third of
lexbor's whole cost for the extractor's first query of a page's title (0.014 -> 0.002 CPU-s over the 468
sample pages).  The engine holds no document between queries (each query parses its selector, matches it
from the node it is asked of, and frees the selector's memory), so one engine serves every page: the parse
here hands its queries the engine of the thread asking (one per thread: a query is not reentrant).  The
answers are the same nodes in the same order as the document's own engine gives.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

logger = logging.getLogger(__name__)

_LOCAL = threading.local()  # .engine: this thread's selector engine
_TREE: list[type] = []  # the parser's class, made when first asked (the reading process never parses)


def parse(source: str | bytes) -> Any:
    """``source`` (HTML as text, or as UTF-8 bytes) parsed by lexbor: a ``LexborHTMLParser`` whose queries
    use the thread's shared selector engine."""
    if not _TREE:
        _TREE.append(_tree_class())
    return _TREE[0](source)


def _tree_class(shared: Any = None) -> type:
    """The parser with the shared engine, or selectolax's own parser if the shared engine does not answer as the
    document's own would: the sharing leans on how selectolax's nodes reach their engine, which a later version
    may change (then the pages are parsed as before, only without the saving)."""
    from selectolax.lexbor import LexborHTMLParser

    try:
        tree = (shared or _shared_engine_class)(LexborHTMLParser)
        probe = "<html><head><title>t</title></head><body><p class='a'>x</p><div id='b'><p>y</p></div></body></html>"
        asked = ("title", "p.a, #b p", "div p")
        for query in asked:
            if [n.text() for n in tree(probe).css(query)] != [n.text() for n in LexborHTMLParser(probe).css(query)]:
                raise ValueError(query)
    except Exception as exc:  # noqa: BLE001 - any failure of the probe means: parse as selectolax does
        logger.info("selectolax %s: lexbor trees keep their own selector engines (%s)", _version(), exc)
        return LexborHTMLParser
    return tree


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("selectolax")
    except Exception:  # noqa: BLE001
        return "?"


def _shared_engine_class(parser: type) -> type:
    from selectolax.lexbor import LexborCSSSelector

    # selectolax's nodes ask their parser's ``selector`` for every query
    class Tree(parser):  # type: ignore[misc,valid-type]
        __slots__ = ()

        @property
        def selector(self) -> LexborCSSSelector:
            engine = getattr(_LOCAL, "engine", None)
            if engine is None:
                engine = _LOCAL.engine = LexborCSSSelector()
            return engine

    return Tree
