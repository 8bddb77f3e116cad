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

import threading
from typing import Any

_LOCAL = threading.local()  # .engine: this thread's selector engine
_TREE: list[type] = []  # the parser's class, made when first asked (the reading process never parses)


def parse(source: str | bytes) -> Any:
    """``source`` (HTML as text, or as UTF-8 bytes) parsed by lexbor: a ``LexborHTMLParser`` whose queries
    use the thread's shared selector engine."""
    if not _TREE:
        _TREE.append(_tree_class())
    return _TREE[0](source)


def _tree_class() -> type:
    from selectolax.lexbor import LexborCSSSelector, LexborHTMLParser

    class Tree(LexborHTMLParser):  # (selectolax's nodes ask their parser's ``selector`` for every query)
        __slots__ = ()

        @property
        def selector(self) -> LexborCSSSelector:
            engine = getattr(_LOCAL, "engine", None)
            if engine is None:
                engine = _LOCAL.engine = LexborCSSSelector()
            return engine

    return Tree
